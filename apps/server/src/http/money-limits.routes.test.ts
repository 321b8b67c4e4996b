import { beforeEach, describe, expect, it } from 'vitest';
import { JOURNAL_MESSAGES } from '@fleetledger/shared/journals/journals.contract';
import { OPENING_MESSAGES } from '@fleetledger/shared/ledger/opening-balances.contract';
import { MAX_AMOUNT_TEXT, MONEY_LIMIT_MESSAGES } from '@fleetledger/shared/money-limits';
import { useSignedInApp } from '../../test/signed-in-app';
import { tableCounts } from '../../test/table-counts';
import { jobPayload } from '../../test/job-fixture';
import { clearDocuments } from '../../test/ledger-scenario';
import { purchaseItem } from '../../test/purchase-item';

/**
 * Every write call that takes money refuses an amount, a line or a document beyond the money limits
 * (README "Money limits") with a 400 naming the limit, and writes nothing; at the limit it takes it.
 * Invoices have their own test beside them.
 */
const api = useSignedInApp({ authority: 1, masterData: true });
const TABLES = [
  'purchases',
  'purchase_items',
  'receipts',
  'receipt_items',
  'payments',
  'payment_items',
  'journals',
  'journal_lines',
  'expenses',
  'jobs',
  'opening_balances',
  'audit_log',
];
const HUGE = 10_000_000;
const AT_LIMIT = 9_999_999.999;

beforeEach(async () => {
  await clearDocuments(api.ctx.database.db);
});

/** The call answers 400 with `message` (and `fieldMessage` on `field`), and nothing is written. */
async function expectRefused(url: string, body: unknown, message: string, field: string, fieldMessage = message) {
  const before = await tableCounts(api.ctx.database.db, TABLES);
  const response = await api.call('POST', url, body);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json(), url).toMatchObject({ message, errors: { [field]: fieldMessage } });
  expect(message).toContain(MAX_AMOUNT_TEXT);
  expect(await tableCounts(api.ctx.database.db, TABLES)).toEqual(before);
}
async function expectTaken(url: string, body: unknown) {
  const response = await api.call('POST', url, body);
  expect(response.statusCode, response.body).toBe(200);
}

const supplier = () => api.md.customers.bahrainMarine;
const purchase = (items: unknown[]) => ({ supplier_id: supplier(), date: '2026-10-31', reference: 'SUP-9', items });
/** A receipt from Acme or a payment to Bahrain Marine of these items, stating `amount` when given. */
const voucher = (kind: 'receipt' | 'payment', amounts: number[], amount?: number) => ({
  date: '2026-10-31',
  account_id: 26,
  amount,
  items: amounts.map((each) =>
    kind === 'receipt'
      ? { customer_id: api.md.customers.acme, invoice_id: null, dr_cr: 'cr', amount: each }
      : { supplier_id: supplier(), purchase_id: null, cr_dr: 'dr', amount: each },
  ),
});
const journal = (pairs: [number, number][]) => ({
  date: '2026-10-31',
  lines: pairs.flatMap(([debit, credit]) => [
    { account_id: 26, debit, credit: 0 },
    { account_id: 46, debit: 0, credit },
  ]),
});
const expense = (amount: number) => ({
  date: '2026-10-06',
  charge_id: api.md.charges.diesel,
  amount,
  description: 'Diesel',
  type: 'driver_truck',
  driver_id: api.md.drivers.ali,
  truck_id: api.md.trucks.t1,
  status: 'paid',
});

describe('the money limits on every call that takes money', () => {
  it('purchase_generate: a line and the lines together', async () => {
    await expectRefused(
      'vouchers/purchase_generate',
      purchase([purchaseItem(HUGE, 0)]),
      MONEY_LIMIT_MESSAGES.itemAmount(1),
      'items.0.amount',
    );
    await expectRefused(
      'vouchers/purchase_generate',
      purchase([purchaseItem(9_090_909.091, 10)]),
      MONEY_LIMIT_MESSAGES.line(1),
      'items.0.amount',
    );
    await expectRefused(
      'vouchers/purchase_generate',
      purchase(Array.from({ length: 500 }, () => purchaseItem(20_000, 10))),
      MONEY_LIMIT_MESSAGES.document('a purchase'),
      'items',
    );
    await expectTaken('vouchers/purchase_generate', purchase([purchaseItem(9_090_909.09, 10)]));
  });

  it('receipt_generate and payment_generate: the amount, an item and the items together', async () => {
    for (const kind of ['receipt', 'payment'] as const) {
      const url = `vouchers/${kind}_generate`;
      await expectRefused(url, voucher(kind, [1], HUGE), MONEY_LIMIT_MESSAGES.amount, 'amount');
      await expectRefused(url, voucher(kind, [HUGE]), MONEY_LIMIT_MESSAGES.itemAmount(1), 'items.0.amount');
      await expectRefused(
        url,
        voucher(kind, [5_000_000, 5_000_000]),
        MONEY_LIMIT_MESSAGES.voucher(`a ${kind}`),
        'items',
      );
      await expectTaken(url, voucher(kind, [AT_LIMIT], AT_LIMIT));
    }
  });

  it('journal_generate: a side and the debits together', async () => {
    await expectRefused(
      'vouchers/journal_generate',
      journal([[HUGE, HUGE]]),
      // The journal's rules name every problem at once.
      `${JOURNAL_MESSAGES.amountTooLarge(1, 'debit')}, ${JOURNAL_MESSAGES.amountTooLarge(2, 'credit')}`,
      'lines.0.debit',
      JOURNAL_MESSAGES.amountTooLarge(1, 'debit'),
    );
    await expectRefused(
      'vouchers/journal_generate',
      journal([
        [5_000_000, 5_000_000],
        [5_000_000, 5_000_000],
      ]),
      MONEY_LIMIT_MESSAGES.journal,
      'lines',
    );
    await expectTaken('vouchers/journal_generate', journal([[AT_LIMIT, AT_LIMIT]]));
  });

  it('expense_insert, job_insert and the job table: each amount', async () => {
    await expectRefused('expense_insert', expense(HUGE), MONEY_LIMIT_MESSAGES.amount, 'amount');
    await expectTaken('expense_insert', expense(AT_LIMIT));
    for (const field of ['charge', 'extra_amount'])
      await expectRefused('job_insert.php', jobPayload(api.md, { [field]: HUGE }), MONEY_LIMIT_MESSAGES.amount, field);
    await expectRefused(
      'job_insert.php',
      jobPayload(api.md, { is_taxi: 'yes', taxi_name: 'Cab', taxi_charge: HUGE }),
      MONEY_LIMIT_MESSAGES.amount,
      'taxi_charge',
    );
    await expectTaken('job_insert.php', jobPayload(api.md, { job: 'LIMIT', charge: AT_LIMIT }));

    const before = await tableCounts(api.ctx.database.db, TABLES);
    const row = { ...jobPayload(api.md, { job: 'ROW', charge: HUGE }), isNew: true };
    const bulk = await api.call('POST', 'job_bulk.php', { month: '2026-10', jobs: [row] });
    expect(bulk.statusCode, bulk.body).toBe(400);
    expect(bulk.json().failures).toMatchObject([{ index: 0, errors: { charge: MONEY_LIMIT_MESSAGES.amount } }]);
    expect(await tableCounts(api.ctx.database.db, TABLES)).toEqual(before);
  });

  it('opening balances: an account line and an open item', async () => {
    const opening = (overrides: Record<string, unknown>) => ({
      date: '2025-12-31',
      accounts: [{ account_id: 26, debit: 10 }],
      customers: [],
      suppliers: [],
      ...overrides,
    });
    await expectRefused(
      'books/opening_balances',
      opening({ accounts: [{ account_id: 26, debit: HUGE }] }),
      JOURNAL_MESSAGES.amountTooLarge(1, 'debit'),
      'accounts.0.debit',
    );
    await expectRefused(
      'books/opening_balances',
      opening({
        customers: [{ customer_id: api.md.customers.acme, number: 'OLD-1', date: '2025-12-01', amount: HUGE }],
      }),
      OPENING_MESSAGES.amountTooLarge(1, 'customer'),
      'customers.0.amount',
    );
  });
});
