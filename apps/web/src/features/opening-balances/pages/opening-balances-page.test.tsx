import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AccountLookup } from '@fleetledger/shared/lookups/lookups.contract';
import { describe, expect, it } from 'vitest';
import { OPENING_MESSAGES as M } from '@fleetledger/shared/ledger/opening-balances.contract';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderRoutes, LOAD_WAIT } from '../../../testing/render-routes';
import { accountSearchAnswer, ACME, lookupAnswer, pickAccount } from '../../../testing/voucher-lookup-answers';
import { OpeningBalancesPage } from './opening-balances-page';
import { expectBlankLastLineKept } from '../../../testing/grid-keys';

const ACCOUNTS: AccountLookup[] = [
  { id: 26, name: 'Al Salam Bank', description: 'Bank account', dr_cr: 'dr', type: 'asset' },
  { id: 38, name: 'Accounts Receivable', description: 'Amounts owed by customers', dr_cr: 'dr', type: 'asset' },
  { id: 44, name: 'Opening Balance Equity', description: 'What does not balance', dr_cr: 'cr', type: 'equity' },
  { id: 49, name: 'Bank Loan', description: 'Loan', dr_cr: 'cr', type: 'liability' },
];

/** A server with nothing entered yet; the POST answers as `enter` says, every body sent kept in `sent`. */
function serve(enter: (body: unknown) => Response = () => jsonResponse(500, {})) {
  const sent: unknown[] = [];
  const fetchMock = mockFetch((path, init) => {
    if (path.includes('books/opening_balances') && init?.method === 'POST') {
      const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as unknown;
      sent.push(body);
      return enter(body);
    }
    if (path.includes('books/opening_balances')) return jsonResponse(200, { success: true, opening: null });
    if (path.includes('customers_details')) return lookupAnswer([ACME]);
    if (path.includes('account_details')) return accountSearchAnswer(path, ACCOUNTS);
    return jsonResponse(404, { success: false, message: 'unexpected call' });
  });
  return { fetchMock, sent };
}

const cell = (field: string, n: number, what = 'line') =>
  screen.getByRole('textbox', { name: `${field}, ${what} ${n}` });
const button = (name: string) => screen.getByRole('button', { name });

async function openPage() {
  renderRoutes([{ path: '/books/opening-balances', element: <OpeningBalancesPage /> }], ['/books/opening-balances']);
  await screen.findByRole('textbox', { name: 'Opening date' }, LOAD_WAIT);
}

async function typeOpeningDate(user: UserEvent, shown: string) {
  await user.clear(screen.getByRole('textbox', { name: 'Opening date' }));
  await user.type(screen.getByRole('textbox', { name: 'Opening date' }), shown);
  await user.click(button('Next'));
  await screen.findByRole('table', { name: 'Account balances' });
}

/** One open item typed with the keys alone, from its customer's cell on: Enter from cell to cell. */
async function typeItem(
  user: UserEvent,
  n: number,
  item: { number: string; date: string; due: string; amount: string },
) {
  await user.click(cell('Customer', n, 'item'));
  await user.keyboard('acm{Enter}');
  expect(cell('Customer', n, 'item')).toHaveValue('Acme Trading');
  await user.keyboard('{Enter}');
  expect(cell('Number', n, 'item')).toHaveFocus();
  await user.keyboard(`${item.number}{Enter}${item.date}{Enter}${item.due}{Enter}${item.amount}`);
  expect(cell('Amount', n, 'item')).toHaveFocus();
}

describe('OpeningBalancesPage, nothing entered yet', { timeout: 90_000 }, () => {
  it('moves through the account grid with Enter and Tab, adds a line when the last is left, and deletes one', async () => {
    serve();
    const user = userEvent.setup();
    await openPage();
    await typeOpeningDate(user, '01/01/2026');
    // Next puts the keys in the grid's first cell.
    expect(cell('Account', 1)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cell('Debit', 1)).toHaveFocus();
    await user.keyboard('5000{Tab}');
    expect(cell('Credit', 1)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cell('Account', 2)).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(cell('Credit', 1)).toHaveFocus();
    await expectBlankLastLineKept(user, () => cell('Credit', 2), 2);
    await user.click(cell('Debit', 1));
    await user.keyboard('{Control>}{Delete}{/Control}');
    expect(cell('Debit', 1)).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Account, line 2' })).toBeNull();
  });

  it('shows the running figures and what goes to Opening Balance Equity, warning while it is anything', async () => {
    serve();
    const user = userEvent.setup();
    await openPage();
    await typeOpeningDate(user, '01/01/2026');
    // The receivable and Opening Balance Equity are filled by the screen itself: not offered.
    for (const typed of ['acco', 'open']) {
      await user.click(cell('Account', 1));
      await user.keyboard(typed);
      expect(await screen.findByText('No accounts found', {}, LOAD_WAIT)).toBeInTheDocument();
      await user.clear(cell('Account', 1));
    }
    await pickAccount(user, 1, 'sal', 'Al Salam Bank');
    await user.type(cell('Debit', 1), '5,000');
    await user.keyboard('{Enter}{Enter}');
    await pickAccount(user, 2, 'loa', 'Bank Loan');
    await user.type(cell('Credit', 2), '4000');
    expect(screen.getByRole('row', { name: /Totals/ })).toHaveTextContent('BD 5,000.000BD 4,000.000');

    await user.click(button('Next'));
    await typeItem(user, 1, { number: 'INV-113', date: '15/11/2025', due: '15/12/2025', amount: '300' });
    await user.keyboard('{Enter}');
    await typeItem(user, 2, { number: 'ADV-7', date: '20/12/2025', due: '', amount: '-20' });
    expect(screen.getByRole('status', { name: 'Accounts Receivable opens at' })).toHaveTextContent('BD 280.000');

    await user.click(button('Next'));
    await user.click(button('Next'));
    const booked = await screen.findByRole('table', { name: 'What will be booked' });
    const rowOf = (name: RegExp) => within(booked).getByRole('row', { name });
    expect(rowOf(/^Account balances \(2 lines\)/)).toHaveTextContent('BD 5,000.000BD 4,000.000');
    expect(rowOf(/^Accounts Receivable \(2 customer items\)/)).toHaveTextContent('BD 280.000');
    // 5,000 + 280 in debits against 4,000 in credits: 1,280 credited to Opening Balance Equity.
    expect(rowOf(/^Opening Balance Equity/)).toHaveTextContent('BD 1,280.000');
    expect(rowOf(/^Totals/)).toHaveTextContent('BD 5,280.000BD 5,280.000');
    expect(screen.getByTestId('equity-warning')).toHaveTextContent(
      'BD 1,280.000 (a credit) will go to Opening Balance Equity: check that nothing is missing.',
    );

    await user.click(screen.getByRole('button', { name: /Account balances/ }));
    await user.clear(cell('Credit', 2));
    await user.type(cell('Credit', 2), '5280');
    await user.click(screen.getByRole('button', { name: /Review$/ }));
    expect(await screen.findByTestId('equity-warning')).toHaveTextContent(
      'Nothing will go to Opening Balance Equity: the balances balance.',
    );
  });

  it("refuses with the shared rules' messages at their cells before sending, and nothing without an entry", async () => {
    const { fetchMock } = serve();
    const user = userEvent.setup();
    await openPage();
    await typeOpeningDate(user, '01/01/2026');
    await user.type(cell('Debit', 1), '12.3456');
    await user.click(button('Next'));
    expect(cell('Account', 1)).toHaveAccessibleDescription(M.accountRequired(1));
    expect(cell('Debit', 1)).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent(M.accountRequired(1));
    await user.click(screen.getByRole('button', { name: 'Delete line 1' }));
    await user.click(button('Next'));

    // An item dated after the opening date, and a second line with no customer.
    await typeItem(user, 1, { number: 'INV-9', date: '02/01/2026', due: '', amount: '10' });
    await user.keyboard('{Enter}');
    expect(cell('Customer', 2, 'item')).toHaveFocus();
    await user.click(cell('Number', 2, 'item'));
    await user.keyboard('INV-10');
    await user.click(button('Next'));
    expect(cell('Date', 1, 'item')).toHaveAccessibleDescription(M.itemAfterOpening(1, 'customer'));
    expect(cell('Customer', 2, 'item')).toHaveAccessibleDescription(M.partyRequired(2, 'customer'));
    expect(screen.getByRole('heading', { name: "Customers' open items" })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete item 2' }));
    await user.click(screen.getByRole('button', { name: 'Delete item 1' }));
    await user.click(screen.getByRole('button', { name: /Review$/ }));
    await user.click(button('Save Opening Balances'));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.nothingEntered);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, 'opening_balances').length).toBe(1);
  });

  it("asks before saving, sends once however often Save is pressed, and shows the server's refusals where they belong", async () => {
    const answers = [
      jsonResponse(400, {
        success: false,
        message: M.partyMissing(1, 'customer'),
        errors: { 'customers.0.customer_id': M.partyMissing(1, 'customer') },
      }),
      jsonResponse(409, { success: false, message: M.documentsBefore('invoice INV-ARG-1', '2018-01-03') }),
    ];
    const { sent } = serve(() => answers.shift()!);
    const user = userEvent.setup();
    await openPage();
    await typeOpeningDate(user, '01/01/2026');
    await user.click(button('Next'));
    await typeItem(user, 1, { number: 'INV-113', date: '15/11/2025', due: '15/12/2025', amount: '1,300.5' });
    await user.click(screen.getByRole('button', { name: /Review$/ }));
    await user.click(await screen.findByRole('button', { name: 'Save Opening Balances' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the opening balances?' });
    expect(dialog).toHaveTextContent('Opening balances are entered once');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }));

    // The 400 opens the step of the field it names, the message at its cell.
    await waitFor(() => expect(cell('Customer', 1, 'item')).toHaveAccessibleDescription(M.partyMissing(1, 'customer')));
    expect(sent).toEqual([
      {
        date: '2026-01-01',
        accounts: [],
        customers: [{ customer_id: 5, number: 'INV-113', date: '2025-11-15', due_date: '2025-12-15', amount: 1300.5 }],
        suppliers: [],
      },
    ]);

    await user.click(screen.getByRole('button', { name: /Review$/ }));
    await user.click(await screen.findByRole('button', { name: 'Save Opening Balances' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Opening balances must come before every document, and invoice INV-ARG-1 is dated 03/01/2018',
    );
    expect(sent).toHaveLength(2);
  });
});
