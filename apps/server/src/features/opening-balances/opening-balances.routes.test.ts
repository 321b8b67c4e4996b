import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Aging, CustomerStatement, TrialBalance } from '@fleetledger/shared/ledger/books.contract';
import { LOCK_MESSAGES } from '@fleetledger/shared/ledger/lock-date.contract';
import {
  OPENING_MESSAGES as M,
  openingBalancesResponse,
  type OpeningBalances,
  type OpeningBalancesInput,
} from '@fleetledger/shared/ledger/opening-balances.contract';
import type { PayablesAging } from '@fleetledger/shared/ledger/payables.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';
import { CODES, clearDocuments, ledgerScenario } from '../../../test/ledger-scenario';

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES, listening: true });
const scenario = ledgerScenario(api);
const db = () => api.ctx.database.db;
const OPENING = '2026-01-01';
const [BANK, LOAN, VEHICLES, RETAINED] = [26, 49, 47, 45];

/** Last year's closing position: the bank, a truck and its loan, what customers owe and suppliers are owed. */
const lastYear = (): OpeningBalancesInput => ({
  date: OPENING,
  accounts: [
    { account_id: BANK, debit: 5000 },
    { account_id: VEHICLES, debit: 20000 },
    { account_id: LOAN, credit: 8000 },
    { account_id: RETAINED, credit: 17360 },
  ],
  customers: [
    {
      customer_id: api.md.customers.acme,
      number: 'INV-2025-113',
      date: '2025-11-15',
      due_date: '2025-12-15',
      amount: 300,
    },
    { customer_id: api.md.customers.acme, number: 'ADV-7', date: '2025-12-20', amount: -20 },
    { customer_id: api.md.customers.bahrainMarine, number: 'INV-2025-120', date: '2025-12-01', amount: 150 },
  ],
  suppliers: [
    {
      supplier_id: api.md.customers.bahrainMarine,
      number: 'BM-88',
      date: '2025-12-10',
      due_date: '2026-02-10',
      amount: 80,
    },
    { supplier_id: api.md.customers.bahrainMarine, number: 'BM-PRE', date: '2025-12-11', amount: -10 },
  ],
});

const enter = (body: unknown, authority: 1 | 2 | 3 | 4 = 1) =>
  api.call('POST', 'books/opening_balances', body, authority);
const read = async <Answer>(url: string) => {
  const answer = await api.call('GET', url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Answer>();
};
const written = () =>
  tableCounts(db(), ['opening_balances', 'invoices', 'purchases', 'ledger_entries', 'ledger_lines']);

beforeEach(async () => {
  await clearDocuments(db());
});

describe('entering the opening balances', () => {
  it('brings the accounts in as one entry and each open item as an opening invoice or bill, in balance', async () => {
    const answer = await enter(lastYear());
    expect(answer.statusCode, answer.body).toBe(200);
    const { opening } = openingBalancesResponse.parse(answer.json());
    expect(opening).toMatchObject({ date: OPENING, entered_by: 'Ada Admin', equity: 0 });
    expect(opening!.customers.map((item) => [item.number, item.amount, item.document_number])).toEqual([
      ['INV-2025-113', 300, 'INV-ARG-1'],
      ['ADV-7', -20, null],
      ['INV-2025-120', 150, 'INV-ARG-2'],
    ]);
    expect(opening!.suppliers.map((item) => item.document_number)).toEqual(['PV-ARG-1', null]);
    expect(await read<OpeningBalances>('books/opening_balances')).toEqual(answer.json());

    const balance = await read<TrialBalance>(`books/trial_balance?from=${OPENING}&to=${OPENING}`);
    const closing = (id: number) => balance.rows.find((row) => row.account_id === id);
    expect(closing(38)).toMatchObject({ closing_debit: 430 });
    expect(closing(36)).toMatchObject({ closing_credit: 70 });
    expect(closing(BANK)).toMatchObject({ closing_debit: 5000 });
    expect(closing(44)).toMatchObject({ closing_debit: 0, closing_credit: 0 });
    expect(balance.totals.closing_debit).toBe(balance.totals.closing_credit);
  });

  it('ages, states and allocates the open items as any other, each by its own due date', async () => {
    await enter(lastYear());
    const aging = await read<Aging>('books/receivables_aging?date=2026-01-10');
    const acme = aging.rows.find((row) => row.customer_id === api.md.customers.acme);
    // Due 15/12/2025 (its own due date): 26 days late; the 20.000 in Acme's favour is their advance.
    expect(acme).toMatchObject({ days_1_30: 300, advance: 20, balance: 280 });
    const payables = await read<PayablesAging>('books/payables_aging?date=2026-01-10');
    expect(payables.rows[0]).toMatchObject({ not_due: 80, advance: 10, balance: 70 });

    const statement = await read<CustomerStatement>(
      `books/customer_statement?customer_id=${api.md.customers.acme}&from=2026-01-01&to=2026-01-31`,
    );
    expect(statement.rows.map((row) => [row.source_number, row.debit, row.credit])).toEqual([
      ['INV-ARG-1', 300, 0],
      [expect.stringMatching(/^OB-\d+$/), 0, 20],
    ]);

    const opened = await scenario.details('invoice', 1);
    expect(await scenario.pending(api.md.customers.acme)).toEqual(new Map([[opened.id, 300_000]]));
    const { number } = await scenario.receipt(api.md.customers.acme, BANK, '2026-01-05', [
      { kind: 'customer', invoiceId: opened.id, crDr: 'cr', amountFils: 100_000 },
    ]);
    expect(await scenario.post('receipt', number!)).toBe(200);
    expect(await scenario.pending(api.md.customers.acme)).toEqual(new Map([[opened.id, 200_000]]));
  });

  it('keeps an opening item as it was brought in: no status move, no tax invoice to print', async () => {
    await enter(lastYear());
    const invoice = await scenario.details('invoice', 1);
    expect(invoice).toMatchObject({ status: 'Posted', opening: true, due_date: '2025-12-15', date: '2025-11-15' });
    for (const status of ['Approved', 'Cancelled'] as const) {
      expect(await scenario.move('invoice', 1, status)).toBe(409);
    }
    const bill = await scenario.details('purchase', 1);
    const moved = await api.call('POST', 'vouchers/purchase_status_update', {
      purchase_id: bill.id,
      status: 'Cancelled',
      version: bill.version,
      cancel_code: CODES.cancel,
      admin_code: CODES.admin,
    });
    expect(moved.json().message).toBe(M.itemFixed);
    const pdf = await api.call('GET', 'vouchers/reports/invoice_pdf?invoice_number=1&include_details=0&action=preview');
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().message).toBe(M.notPrinted);
  });
});

describe('refusing opening balances', () => {
  it('once entered, after documents dated on or before them, or on a locked date, with nothing written', async () => {
    expect((await enter(lastYear())).statusCode).toBe(200);
    const again = await enter(lastYear());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyEntered(OPENING));

    await clearDocuments(db());
    await scenario.invoice(api.md.customers.acme, '2025-12-31', [{ quantity: 1, unitFils: 1_000, vatPercent: 0 }], 0);
    const before = await written();
    const late = await enter(lastYear());
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.documentsBefore('invoice INV-ARG-1', '2025-12-31'));

    await clearDocuments(db());
    await api.call('POST', 'books/lock_date', { lock_date: '2026-01-31', version: 0 });
    const locked = await enter(lastYear());
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(LOCK_MESSAGES.locked('2026-01-31'));
    expect((await written()).opening_balances).toBe(0);
    expect(before.opening_balances).toBe(0);
  });

  it('names each bad field, refuses unknown and inactive records, and writes nothing', async () => {
    const before = await written();
    const cases: [unknown, string, string][] = [
      [{ ...lastYear(), date: '' }, 'date', M.dateRequired],
      [
        { ...lastYear(), accounts: [{ account_id: 38, debit: 5 }] },
        'accounts.0.account_id',
        M.controlAccount(1, 'Accounts Receivable', 'customer'),
      ],
      [{ ...lastYear(), accounts: [{ account_id: 999_999, debit: 5 }] }, 'accounts.0.account_id', M.accountUnknown(1)],
      [
        {
          date: OPENING,
          customers: [{ customer_id: api.md.customers.inactive, number: 'X', date: OPENING, amount: 5 }],
        },
        'customers.0.customer_id',
        M.partyMissing(1, 'customer'),
      ],
      [
        { date: OPENING, suppliers: [{ supplier_id: 1, number: 'X', date: '2026-02-01', amount: 5 }] },
        'suppliers.0.date',
        M.itemAfterOpening(1, 'supplier'),
      ],
      [{ date: OPENING }, 'accounts', M.nothingEntered],
      [{ date: OPENING, accounts: 'all of them' }, 'accounts', ''],
      [
        { date: OPENING, customers: [{ customer_id: 1, number: 'x'.repeat(51), date: OPENING, amount: 5 }] },
        'customers.0.number',
        '',
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await enter(body);
      expect(answer.statusCode, field).toBe(400);
      if (message !== '') expect(answer.json().errors[field], field).toBe(message);
      else
        expect(
          Object.keys(answer.json().errors ?? {}).some((key) => key.startsWith(field)),
          field,
        ).toBe(true);
    }
    expect(await written()).toEqual(before);
  });

  it('is for the Admin alone', async () => {
    for (const authority of [2, 3, 4] as const) {
      expect((await enter(lastYear(), authority)).statusCode).toBe(403);
      expect((await api.call('GET', 'books/opening_balances', undefined, authority)).statusCode).toBe(403);
    }
    expect((await written()).opening_balances).toBe(0);
  });

  it('enters them once when sent 20 times at once', async () => {
    const body = lastYear();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.postThroughServer('books/opening_balances', body).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const { rows } = await db().execute<{ n: number }>(sql`select count(*)::int as n from invoices where opening`);
    expect(rows[0]!.n).toBe(2);
  });
});
