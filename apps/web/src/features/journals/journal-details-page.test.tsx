import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JOURNAL_MESSAGES, type JournalRecord } from '@fleetledger/shared/journals/journals.contract';
import { jsonResponse, mockFetch } from '../../testing/fetch-mock';
import { LOAD_WAIT, openAsAdmin } from '../../testing/render-routes';
import { JOURNAL_PAGES } from './journal-document';
import { hrefOf } from '../../testing/links';
import { rowTextsOf } from '../../testing/tables';

const { Details: JournalDetailsPage } = JOURNAL_PAGES;

const routes = [
  { path: '/journals', element: <p>Journals list</p> },
  { path: '/journal/:number', element: <JournalDetailsPage /> },
];

const line = (id: number, account: [number, string, string], debit: number, credit: number) => ({
  id,
  account_id: account[0],
  account_code: account[1],
  account_name: account[2],
  debit,
  credit,
  party_id: null,
  party_name: null,
  truck_id: null,
  truck_number: null,
  description: '',
});

const STORED: JournalRecord = {
  id: 9,
  number: 3,
  date: '2026-11-10',
  reference: 'BOARD-7',
  narration: 'Capital',
  total_amount: 1250,
  status: 'Created',
  version: 2,
  attachments: [],
  lines: [
    line(31, [26, '1200', 'Al Salam Bank'], 1000, 0),
    {
      ...line(32, [38, '1300', 'Accounts Receivable'], 250, 0),
      party_id: 5,
      party_name: 'Acme Trading',
      truck_id: 20,
      truck_number: 'TR-100',
      description: 'Owed',
    },
    line(33, [46, '3100', "Owner's Capital"], 0, 1250),
  ],
};

type Answer = (body: Record<string, unknown>) => Response;
const lookup = (data: unknown[]) => jsonResponse(200, { status: 'success', message: 'OK', data });

function serve(update?: Answer) {
  return mockFetch((path, init) => {
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
    if (path.endsWith('journal_details')) return jsonResponse(200, STORED);
    if (path.endsWith('journal_update') && update) return update(body);
    if (path.includes('customers_details')) return lookup([{ id: 5, name: 'Acme Trading', cr_name: null }]);
    if (path.includes('trucks_details')) return lookup([{ id: 20, number: 'TR-100' }]);
    return jsonResponse(404, { success: false, message: 'unexpected call' });
  });
}

/** Opens JV-ARG-3, presses Edit and makes the bank's debit 900 and the capital's credit 1150. */
async function editAmounts() {
  const user = openAsAdmin(routes, '/journal/3');
  await user.click(await screen.findByRole('button', { name: 'Edit' }, LOAD_WAIT));
  await user.clear(screen.getByRole('textbox', { name: 'Debit, line 1' }));
  await user.type(screen.getByRole('textbox', { name: 'Debit, line 1' }), '900');
  await user.clear(screen.getByRole('textbox', { name: 'Credit, line 3' }));
  await user.type(screen.getByRole('textbox', { name: 'Credit, line 3' }), '1150');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  return user;
}

describe('JournalDetailsPage', { timeout: 60_000 }, () => {
  it('shows the stored lines read-only, each account leading to its ledger on the journal’s day', async () => {
    serve();
    openAsAdmin(routes, '/journal/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'JV-ARG-3' }, LOAD_WAIT)).toBeInTheDocument();
    expect(rowTextsOf('Journal lines')).toEqual([
      '#AccountDebitCreditCustomer / SupplierTruckDescription',
      '11200 Al Salam BankBD 1,000.000',
      '21300 Accounts ReceivableBD 250.000Acme TradingTR-100Owed',
      "33100 Owner's CapitalBD 1,250.000",
      'TotalsBD 1,250.000BD 1,250.000',
    ]);
    expect(hrefOf('1300 Accounts Receivable')).toBe(
      '/books/general-ledger?account_id=38&from=2026-11-10&to=2026-11-10',
    );
    expect(screen.getByRole('button', { name: 'Attachments (0)' })).toBeInTheDocument();
  });

  it('saves an edit at the version read, each line keeping its id', async () => {
    let sent: Record<string, unknown> = {};
    serve((body) => {
      sent = body;
      return jsonResponse(200, {
        status: 'success',
        message: JOURNAL_MESSAGES.updated,
        journal: { ...STORED, version: 3, total_amount: 1150 },
      });
    });
    await editAmounts();
    expect(await screen.findByText(JOURNAL_MESSAGES.updated, {}, LOAD_WAIT)).toBeInTheDocument();
    expect(sent).toMatchObject({ id: 9, version: 2, reference: 'BOARD-7' });
    expect(sent.lines).toMatchObject([
      { id: 31, account_id: 26, debit: 900, credit: null },
      { id: 32, account_id: 38, debit: 250, party_id: 5, truck_id: 20, description: 'Owed' },
      { id: 33, account_id: 46, debit: null, credit: 1150 },
    ]);
  });

  it('on a stale save takes their narration beside my lines; Keep mine saves both over their version, Take theirs shows theirs', async () => {
    const theirs = { ...STORED, narration: 'Their narration', version: 3 };
    const sent: Record<string, unknown>[] = [];
    serve((body) => {
      sent.push(body);
      return jsonResponse(409, { success: false, message: JOURNAL_MESSAGES.stale, current: theirs });
    });
    const user = await editAmounts();
    const dialog = await screen.findByRole('dialog', { name: 'This journal was changed meanwhile' }, LOAD_WAIT);
    expect(within(dialog).queryByRole('table', { name: 'Changed by both' })).not.toBeInTheDocument();
    expect(rowTextsOf('Taken from theirs', dialog)).toEqual(['FieldWasNow', 'NarrationCapitalTheir narration']);
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(sent.map((body) => body.version)).toEqual([2, 3]));
    expect(sent[1]).toMatchObject({ narration: 'Their narration', lines: [{ debit: 900 }, {}, { credit: 1150 }] });
    await user.click(
      within(await screen.findByRole('dialog', {}, LOAD_WAIT)).getByRole('button', { name: 'Take theirs' }),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Narration' })).toHaveValue('Their narration'));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
