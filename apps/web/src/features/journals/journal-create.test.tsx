import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JOURNAL_MESSAGES } from '@fleetledger/shared/journals/journals.contract';
import type { AccountLookup } from '@fleetledger/shared/lookups/lookups.contract';
import { callsTo, jsonResponse, mockFetch } from '../../testing/fetch-mock';
import { renderRoutes, LOAD_WAIT } from '../../testing/render-routes';
import { accountSearchAnswer, ACME, lookupAnswer, pickAccount } from '../../testing/voucher-lookup-answers';
import { JOURNAL_PAGES } from './journal-document';
import { expectBlankLastLineKept } from '../../testing/grid-keys';

const routes = [
  { path: '/journal-create', element: <JOURNAL_PAGES.Create /> },
  { path: '/journal/:number', element: <p>Journal details</p> },
];
const ACCOUNTS: AccountLookup[] = [
  { id: 26, name: 'Al Salam Bank', description: 'Bank account', dr_cr: 'dr', type: 'asset' },
  { id: 38, name: 'Accounts Receivable', description: 'Amounts owed by customers', dr_cr: 'dr', type: 'asset' },
  { id: 46, name: "Owner's Capital", description: 'Capital paid in', dr_cr: 'cr', type: 'equity' },
];

/** A server with the customers, trucks and accounts; journal_generate answers as `generate` says. */
function serve(generate: (init: RequestInit | undefined) => Response = () => jsonResponse(500, {})) {
  return mockFetch((path, init) => {
    if (path.includes('customers_details')) return lookupAnswer([ACME]);
    if (path.includes('trucks_details')) return lookupAnswer([{ id: 20, number: 'TR-100' }]);
    if (path.includes('account_details')) return accountSearchAnswer(path, ACCOUNTS);
    if (path.includes('journal_generate')) return generate(init);
    return jsonResponse(404, { success: false, message: 'unexpected call' });
  });
}

const cell = (field: string, line: number) => screen.getByRole('textbox', { name: `${field}, line ${line}` });
const difference = () => screen.getByRole('status');
const createButton = () => screen.getByRole('button', { name: 'Create Journal' });

async function openPage() {
  renderRoutes(routes, ['/journal-create']);
  await screen.findByRole('heading', { level: 1, name: 'Create Journal' }, LOAD_WAIT);
}

describe('CreateJournalPage', { timeout: 60_000 }, () => {
  it('shows the running difference as figures are typed, and waits to save until it is nothing', async () => {
    serve();
    const user = userEvent.setup();
    await openPage();
    expect(difference()).toHaveTextContent('Difference BD 0.000 (balanced)');
    expect(createButton()).toBeDisabled();
    await user.type(cell('Debit', 1), '1,000.5');
    expect(difference()).toHaveTextContent('Difference BD 1,000.500 (debits exceed credits)');
    expect(createButton()).toBeDisabled();
    await user.type(cell('Credit', 2), '1200');
    expect(difference()).toHaveTextContent('Difference -BD 199.500 (credits exceed debits)');
    await user.clear(cell('Credit', 2));
    await user.type(cell('Credit', 2), '1000.500');
    expect(difference()).toHaveTextContent('Difference BD 0.000 (balanced)');
    expect(screen.getByRole('row', { name: /Totals/ })).toHaveTextContent('BD 1,000.500BD 1,000.500');
    expect(createButton()).toBeEnabled();
  });

  it('moves with Enter and Tab across the cells and lines, adds a line when the last is left, and deletes one', async () => {
    serve();
    const user = userEvent.setup();
    await openPage();
    await user.click(cell('Debit', 1));
    await user.keyboard('{Enter}');
    expect(cell('Credit', 1)).toHaveFocus();
    // A line on an account that takes no party has no party cell: Tab goes on to the truck.
    await user.keyboard('{Tab}');
    expect(screen.getByRole('textbox', { name: 'Truck, line 1' })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(cell('Description', 1)).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(cell('Account', 2)).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(cell('Description', 1)).toHaveFocus();

    await user.click(cell('Description', 2));
    await user.keyboard('Capital{Enter}');
    expect(cell('Account', 3)).toHaveFocus();
    await expectBlankLastLineKept(user, () => cell('Description', 3), 3);

    await user.click(cell('Description', 2));
    await user.keyboard('{Control>}{Delete}{/Control}');
    expect(screen.queryByRole('textbox', { name: 'Account, line 3' })).toBeNull();
    expect(cell('Description', 2)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Delete line 2' }));
    expect(screen.queryByRole('textbox', { name: 'Account, line 2' })).toBeNull();
  });

  it('refuses a receivable line without its customer before sending, then sends the journal once', async () => {
    const sent: { key: string | null; body: unknown }[] = [];
    const fetchMock = serve((init) => {
      sent.push({
        key: new Headers(init?.headers).get('Idempotency-Key'),
        body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}'),
      });
      return jsonResponse(200, { success: true, number: 4, message: JOURNAL_MESSAGES.created });
    });
    const user = userEvent.setup();
    await openPage();
    await pickAccount(user, 1, 'sal', 'Al Salam Bank');
    await user.keyboard('{Enter}');
    expect(cell('Debit', 1)).toHaveFocus();
    await user.keyboard('1000');
    await pickAccount(user, 2, 'rec', 'Accounts Receivable');
    await user.type(cell('Credit', 2), '1000');
    await user.click(createButton());
    expect(screen.getByRole('textbox', { name: 'Customer, line 2' })).toHaveAccessibleDescription(
      JOURNAL_MESSAGES.partyRequired(2, 'Accounts Receivable', 'customer'),
    );
    expect(callsTo(fetchMock, 'journal_generate')).toEqual([]);

    await user.click(screen.getByRole('textbox', { name: 'Customer, line 2' }));
    await user.keyboard('acm{Enter}');
    expect(screen.getByRole('textbox', { name: 'Customer, line 2' })).toHaveValue('Acme Trading');
    await user.dblClick(createButton());
    await screen.findByText('Journal details', {}, LOAD_WAIT);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      date: expect.any(String),
      reference: null,
      narration: null,
      lines: [
        { id: null, account_id: 26, debit: 1000, credit: null, party_id: null, truck_id: null, description: '' },
        { id: null, account_id: 38, debit: null, credit: 1000, party_id: 5, truck_id: null, description: '' },
      ],
    });
  });
});
