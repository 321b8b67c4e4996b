import { beforeAll, describe, expect, it } from 'vitest';
import type { Authority } from '@fleetledger/shared/access';
import { NOT_A_REAL_DATE, todayIn } from '@fleetledger/shared/dates';
import {
  agingResponse,
  generalLedgerResponse,
  trialBalanceResponse,
  type Aging,
  type GeneralLedger,
  type TrialBalance,
} from '@fleetledger/shared/ledger/books.contract';
import { vatReturnResponse, type VatReturn } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { boxesByPart } from '../../../test/vat-boxes';
import { booksFixture, type PostedInvoice } from './books-fixture';
import { discountLine, jobsLine, salesLine } from './books-lines';

const CODES = { cancel: '4321', admin: '8765' };
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });

/** The aging date: every bucket holds something on it. */
const AGING_DATE = '2026-09-30';
const SEPTEMBER = { from: '2026-09-01', to: '2026-09-30' };
let today: string;
let customers: { cash: number; monthly: number; patient: number; paging: number };
let invoices: Record<'a1' | 'a2' | 'a3' | 'b1' | 'b2' | 'c1' | 'x' | 'y' | 'paging', PostedInvoice>;
let jobs: number[];

/**
 * The year's documents (BD), in date order; the credit note and the reversal are dated today:
 *   2026-01-15 Paging Co (30 days)  invoice of 205 lines of 1.000 at 0%                     205.000
 *   2026-06-01 Cash Terms (0 days)  A3: 200.000 at 0%                                        200.000
 *   2026-06-10 Monthly (30 days)    B2: 50.000 at 10% + VAT 5.000                             55.000
 *   2026-07-01 receipt into 26      150.000 of A3
 *   2026-07-15 Monthly              B1: 2 jobs × 40.000 at 0%, 2 × 10.005 at 10% (VAT 2.001),
 *                                       15.000 at 0%, discount 5.000                         112.011
 *   2026-08-01 Patient (60 days)    C1: 3 × 33.333 = 99.999 at 10% + VAT 10.000             109.999
 *   2026-08-20 Monthly              X: 20.000 at 10% + VAT 2.000, cancelled today             22.000
 *   2026-09-05 Cash Terms           Y: 70.000 at 0%, moved back to Approved today             70.000
 *   2026-09-10 Cash Terms           A2: 30.000 at 10% + VAT 3.000                             33.000
 *   2026-09-12 purchase             100.000 fuel (29) at 10% + VAT 10.000, 50.000 repairs (30) at 0%
 *   2026-09-15 receipt into 27      Patient's advance of 50.000
 *   2026-09-20 receipt into 26      25.000 of B2
 *   2026-09-30 Cash Terms           A1: 10.004 at 10% + VAT 1.000                             11.004
 *   2026-10-05 receipt into 26      33.000 of A2
 */
beforeAll(async () => {
  const books = booksFixture(api.call, CODES);
  today = todayIn(api.ctx.app.config.companyTz);
  customers = {
    cash: await books.customer('Cash Terms Co', 0),
    monthly: await books.customer('Monthly Terms Co', 30),
    patient: await books.customer('Patient Terms Co', 60),
    paging: await books.customer('Paging Co', 30),
  };
  jobs = [
    await books.job(customers.monthly, api.md.trucks.t1, api.md.drivers.ali, 'BK-1', '2026-07-10'),
    await books.job(customers.monthly, api.md.trucks.t2, api.md.drivers.ravi, 'BK-2', '2026-07-11'),
  ];
  const paging = await books.postedInvoice(
    customers.paging,
    '2026-01-15',
    Array.from({ length: 205 }, () => salesLine(1, 1, 0)),
  );
  const a3 = await books.postedInvoice(customers.cash, '2026-06-01', [salesLine(1, 200, 0)]);
  const b2 = await books.postedInvoice(customers.monthly, '2026-06-10', [salesLine(1, 50, 10)]);
  await books.postedReceipt(customers.cash, '2026-07-01', 26, [{ amount: 150, invoiceId: a3.id }]);
  const b1 = await books.postedInvoice(customers.monthly, '2026-07-15', [
    jobsLine(jobs, 40),
    salesLine(2, 10.005, 10),
    salesLine(1, 15, 0),
    discountLine(5),
  ]);
  const c1 = await books.postedInvoice(customers.patient, '2026-08-01', [salesLine(3, 33.333, 10)]);
  const x = await books.postedInvoice(customers.monthly, '2026-08-20', [salesLine(1, 20, 10)]);
  const y = await books.postedInvoice(customers.cash, '2026-09-05', [salesLine(1, 70, 0)]);
  const a2 = await books.postedInvoice(customers.cash, '2026-09-10', [salesLine(1, 30, 10)]);
  await books.postedPurchase(api.md.customers.bahrainMarine, '2026-09-12', [
    { account_id: 29, amount: 100, vat_percentage: 10 },
    { account_id: 30, amount: 50, vat_percentage: 0 },
  ]);
  await books.postedReceipt(customers.patient, '2026-09-15', 27, [{ amount: 50, invoiceId: null }]);
  await books.postedReceipt(customers.monthly, '2026-09-20', 26, [{ amount: 25, invoiceId: b2.id }]);
  const a1 = await books.postedInvoice(customers.cash, '2026-09-30', [salesLine(1, 10.004, 10)]);
  await books.postedReceipt(customers.cash, '2026-10-05', 26, [{ amount: 33, invoiceId: a2.id }]);
  await books.cancelPosted(x);
  await books.unpost(y);
  invoices = { a1, a2, a3, b1, b2, c1, x, y, paging };
}, 120_000);

const get = (call: string, query: Record<string, string | number>, authority: Authority = 1) =>
  api.call(
    'GET',
    `books/${call}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    undefined,
    authority,
  );
async function answer<Answer>(call: string, query: Record<string, string | number>): Promise<Answer> {
  const response = await get(call, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
}
const trialBalance = async (period: { from: string; to: string }) => {
  const tb = await answer<TrialBalance>('trial_balance', period);
  expect(trialBalanceResponse.parse(tb)).toEqual(tb);
  return tb;
};
const generalLedger = async (query: { from: string; to: string; account_id: number; page?: number }) => {
  const gl = await answer<GeneralLedger>('general_ledger', query);
  expect(generalLedgerResponse.parse(gl)).toEqual(gl);
  return gl;
};
const aging = async (date: string) => {
  const report = await answer<Aging>('receivables_aging', { date });
  expect(agingResponse.parse(report)).toEqual(report);
  return report;
};
const vatReturn = async (period: { from: string; to: string }) => {
  const report = await answer<VatReturn>('vat_return', period);
  expect(vatReturnResponse.parse(report)).toEqual(report);
  return report;
};

type Figures = [number, number, number, number, number, number];
const figuresOf = (row: TrialBalance['rows'][number] | TrialBalance['totals']): Figures => [
  row.opening_debit,
  row.opening_credit,
  row.debit,
  row.credit,
  row.closing_debit,
  row.closing_credit,
];
const byAccount = (tb: TrialBalance) =>
  Object.fromEntries(tb.rows.map((row) => [row.account_id, figuresOf(row)])) as Record<number, Figures>;
/** A debit-positive closing balance of one account, 0 when it has no line. */
const closingOf = (tb: TrialBalance, accountId: number) => {
  const row = tb.rows.find((r) => r.account_id === accountId);
  return row === undefined ? 0 : Math.round((row.closing_debit - row.closing_credit) * 1000) / 1000;
};
const movementOf = (tb: TrialBalance, accountId: number) => {
  const row = tb.rows.find((r) => r.account_id === accountId)!;
  return Math.round((row.debit - row.credit) * 1000) / 1000;
};
function expectBalanced(totals: TrialBalance['totals']) {
  expect(totals.opening_debit).toBe(totals.opening_credit);
  expect(totals.debit).toBe(totals.credit);
  expect(totals.closing_debit).toBe(totals.closing_credit);
}

describe('trial_balance', () => {
  it('shows each account before, during and at the end of September, every balance on its side', async () => {
    const tb = await trialBalance(SEPTEMBER);
    expect(tb).toMatchObject({ success: true, ...SEPTEMBER });
    // In the chart's order: assets, liabilities, income, expenses.
    expect(tb.rows.map((row) => row.account_id)).toEqual([27, 26, 38, 42, 36, 41, 25, 37, 29, 30]);
    expect(tb.rows.find((row) => row.account_id === 38)).toMatchObject({
      account_code: '1200',
      account_name: 'Accounts Receivable',
      type: 'asset',
      dr_cr: 'dr',
    });
    expect(tb.rows.map((row) => row.type)).toEqual([
      'asset',
      'asset',
      'asset',
      'asset',
      'liability',
      'liability',
      'income',
      'income',
      'expense',
      'expense',
    ]);
    expect(byAccount(tb)).toEqual({
      25: [0, 690.009, 0, 110.004, 0, 800.013],
      26: [150, 0, 25, 0, 175, 0],
      27: [0, 0, 50, 0, 50, 0],
      29: [0, 0, 100, 0, 100, 0],
      30: [0, 0, 50, 0, 50, 0],
      36: [0, 0, 0, 160, 0, 160],
      37: [5, 0, 0, 0, 5, 0],
      38: [554.01, 0, 114.004, 75, 593.014, 0],
      41: [0, 19.001, 0, 4, 0, 23.001],
      42: [0, 0, 10, 0, 10, 0],
    });
    expect(figuresOf(tb.totals)).toEqual([709.01, 709.01, 349.004, 349.004, 983.014, 983.014]);
  });

  it('carries September’s closing into October’s opening, with the credit note and the reversal dated today', async () => {
    const tb = await trialBalance({ from: '2026-10-01', to: today });
    const september = byAccount(await trialBalance(SEPTEMBER));
    for (const [account, figures] of Object.entries(byAccount(tb))) {
      expect([figures[0], figures[1]], account).toEqual([
        september[Number(account)]![4],
        september[Number(account)]![5],
      ]);
    }
    const october = byAccount(tb);
    // The credit note (X: DR 25 20.000, DR 41 2.000) and Y's reversal (DR 25 70.000) against 38; A2 paid.
    expect(october[25]).toEqual([0, 800.013, 90, 0, 0, 710.013]);
    expect(october[26]).toEqual([175, 0, 33, 0, 208, 0]);
    expect(october[38]).toEqual([593.014, 0, 0, 125, 468.014, 0]);
    expect(october[41]).toEqual([0, 23.001, 2, 0, 0, 21.001]);
    expectBalanced(tb.totals);
  });

  it('balances in every column over any period', async () => {
    for (const period of [
      { from: '2026-01-01', to: '2026-01-31' },
      { from: '2026-06-05', to: '2026-08-20' },
      { from: '2026-01-01', to: today },
      { from: '2020-01-01', to: '2020-12-31' },
    ]) {
      expectBalanced((await trialBalance(period)).totals);
    }
    expect((await trialBalance({ from: '2020-01-01', to: '2020-12-31' })).rows).toEqual([]);
  });
});

describe('general_ledger', () => {
  it("lists an account's September lines with a running balance from its opening", async () => {
    const gl = await generalLedger({ ...SEPTEMBER, account_id: 38 });
    expect(gl).toMatchObject({
      success: true,
      account: { id: 38, name: 'Accounts Receivable', dr_cr: 'dr' },
      ...SEPTEMBER,
      opening_balance: 554.01,
      total_debit: 114.004,
      total_credit: 75,
      closing_balance: 593.014,
      page: 1,
      page_count: 1,
      line_count: 5,
    });
    expect(
      gl.rows.map((row) => [row.date, row.source_kind, row.party_name, row.debit, row.credit, row.balance]),
    ).toEqual([
      ['2026-09-05', 'invoice', 'Cash Terms Co', 70, 0, 624.01],
      ['2026-09-10', 'invoice', 'Cash Terms Co', 33, 0, 657.01],
      ['2026-09-15', 'receipt', 'Patient Terms Co', 0, 50, 607.01],
      ['2026-09-20', 'receipt', 'Monthly Terms Co', 0, 25, 582.01],
      ['2026-09-30', 'invoice', 'Cash Terms Co', 11.004, 0, 593.014],
    ]);
    expect(gl.rows[0]).toMatchObject({
      source_number: `INV-ARG-${invoices.y.number}`,
      truck_number: null,
      job_number: null,
    });
    expect(gl.rows[0]!.memo).toContain(`INV-ARG-${invoices.y.number}`);
    expect(gl.rows[2]!.source_number).toMatch(/^RCPT-ARG-\d+$/);
  });

  it('names the job and truck of each job line, and runs a credit account below zero', async () => {
    const gl = await generalLedger({ from: '2026-07-01', to: '2026-07-31', account_id: 25 });
    // Paging Co's 205.000, A3's 200.000 and B2's 50.000 before July.
    expect(gl.opening_balance).toBe(-455);
    expect(gl.rows.map((row) => [row.job_number, row.truck_number, row.credit, row.balance])).toEqual([
      ['BK-1', 'TR-100', 40, -495],
      ['BK-2', 'TR-200', 40, -535],
      [null, null, 20.01, -555.01],
      [null, null, 15, -570.01],
    ]);
    expect(gl.closing_balance).toBe(-570.01);
  });

  it('pages 200 lines at a time, the running balance carried across pages', async () => {
    const period = { from: '2026-01-01', to: '2026-01-31', account_id: 25 };
    const first = await generalLedger({ ...period, page: 1 });
    expect(first).toMatchObject({ line_count: 205, page_count: 2, page: 1, opening_balance: 0, total_credit: 205 });
    expect(first.rows).toHaveLength(200);
    expect(first.rows[0]!.balance).toBe(-1);
    expect(first.rows[199]!.balance).toBe(-200);
    const second = await generalLedger({ ...period, page: 2 });
    expect(second.rows.map((row) => row.balance)).toEqual([-201, -202, -203, -204, -205]);
    expect(new Set([...first.rows, ...second.rows].map((row) => row.line_id)).size).toBe(205);
    expect(second.closing_balance).toBe(-205);
    expect((await generalLedger({ ...period, page: 3 })).rows).toEqual([]);
  });

  it('shows the credit note and the reversal dated today, each against its invoice', async () => {
    const gl = await generalLedger({ from: today, to: today, account_id: 38 });
    expect(gl.rows.map((row) => [row.source_kind, row.source_number, row.credit])).toEqual([
      ['credit_note', 'CN-ARG-1', 22],
      ['invoice', `INV-ARG-${invoices.y.number}`, 70],
    ]);
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await get('general_ledger', { ...SEPTEMBER, account_id: 999_999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Account not found' });
  });
});

describe('receivables_aging', () => {
  it('buckets each open invoice by days past its due date, as the ledger stood on the day', async () => {
    const report = await aging(AGING_DATE);
    expect(report.date).toBe(AGING_DATE);
    const rows = report.rows.map(({ customer_id, ...row }) => ({ ...row, customer_id }));
    expect(rows).toEqual([
      {
        customer_id: customers.cash,
        customer_name: 'Cash Terms Co',
        payment_terms_days: 0,
        // A1 due today; A2 (20 days) and Y (25 days: its reversal comes later); A3's 50.000 left (121 days).
        not_due: 11.004,
        days_1_30: 103,
        days_31_60: 0,
        days_61_90: 0,
        over_90: 50,
        advance: 0,
        balance: 164.004,
      },
      {
        customer_id: customers.monthly,
        customer_name: 'Monthly Terms Co',
        payment_terms_days: 30,
        // X (11 days: its credit note comes later), B1 (47 days), B2's 30.000 left (82 days).
        not_due: 0,
        days_1_30: 22,
        days_31_60: 112.011,
        days_61_90: 30,
        over_90: 0,
        advance: 0,
        balance: 164.011,
      },
      {
        customer_id: customers.paging,
        customer_name: 'Paging Co',
        payment_terms_days: 30,
        not_due: 0,
        days_1_30: 0,
        days_31_60: 0,
        days_61_90: 0,
        over_90: 205,
        advance: 0,
        balance: 205,
      },
      {
        customer_id: customers.patient,
        customer_name: 'Patient Terms Co',
        payment_terms_days: 60,
        not_due: 109.999,
        days_1_30: 0,
        days_31_60: 0,
        days_61_90: 0,
        over_90: 0,
        advance: 50,
        balance: 59.999,
      },
    ]);
    expect(report.totals).toEqual({
      not_due: 121.003,
      days_1_30: 125,
      days_31_60: 112.011,
      days_61_90: 30,
      over_90: 255,
      advance: 50,
      balance: 593.014,
    });
  });

  it('moves an invoice out of not due the day after its due date, and counts a payment from its date', async () => {
    const next = await aging('2026-10-01');
    expect(next.rows.find((row) => row.customer_id === customers.patient)).toMatchObject({
      not_due: 0,
      days_1_30: 109.999,
      advance: 50,
    });
    expect(next.rows.find((row) => row.customer_id === customers.cash)).toMatchObject({
      not_due: 0,
      days_1_30: 114.004,
    });
    const paid = await aging('2026-10-05');
    expect(paid.rows.find((row) => row.customer_id === customers.cash)).toMatchObject({
      days_1_30: 81.004,
      balance: 131.004,
    });
  });

  it('leaves out customers with nothing open, and before the first invoice answers no one', async () => {
    const report = await aging(today);
    // X was credited and Y reversed today; Acme and Bahrain Marine never owed anything.
    expect(report.rows.map((row) => row.customer_name)).toEqual([
      'Cash Terms Co',
      'Monthly Terms Co',
      'Paging Co',
      'Patient Terms Co',
    ]);
    expect((await aging('2025-12-31')).rows).toEqual([]);
  });

  it("totals to Accounts Receivable's closing balance on the same date", async () => {
    for (const date of ['2026-06-30', AGING_DATE, '2026-10-04', today]) {
      const tb = await trialBalance({ from: '2026-01-01', to: date });
      expect((await aging(date)).totals.balance, date).toBe(closingOf(tb, 38));
    }
  });
});

describe('vat_return', () => {
  it('fills the boxes of September from its documents: an invoice moved back to Approved is in none', async () => {
    const report = await vatReturn(SEPTEMBER);
    expect(report.boxes.map(({ box, label }) => [box, label])).toEqual([
      [1, 'Standard rated sales'],
      [4, 'Zero-rated domestic sales'],
      [7, 'Total sales'],
      [8, 'Standard rated domestic purchases'],
      [13, 'Purchases that are zero-rated, exempt or from unregistered suppliers'],
      [14, 'Total purchases'],
      [15, 'Total VAT due for current period'],
      [16, 'Corrections from earlier periods'],
      [18, 'Net VAT due (or reclaimed)'],
    ]);
    expect(boxesByPart(report)).toEqual({
      sales: { 1: [40.004, 4], 4: [0, null], 7: [40.004, 4] },
      purchases: { 8: [100, 10], 13: [50, null], 14: [150, 10] },
      net: { 15: [0, -6], 16: [0, 0], 18: [0, -6] },
    });
    expect(report.net_vat_due).toBe(-6);
    expect(report.notices).toEqual([]);
  });

  it('puts a discount in no box and lists it below them', async () => {
    const report = await vatReturn({ from: '2026-07-01', to: '2026-07-31' });
    expect(boxesByPart(report)).toEqual({
      sales: { 1: [20.01, 2.001], 4: [95, null], 7: [115.01, 2.001] },
      purchases: { 8: [0, 0], 13: [0, null], 14: [0, 0] },
      net: { 15: [0, 2.001], 16: [0, 0], 18: [0, 2.001] },
    });
    expect(report.discounts).toEqual([
      {
        side: 'sales',
        kind: 'invoice',
        number: `INV-ARG-${invoices.b1.number}`,
        date: '2026-07-15',
        party: 'Monthly Terms Co',
        amount: 5,
      },
    ]);
  });

  it("keeps a cancelled invoice in its own period and its credit note in today's, and agrees with the VAT accounts", async () => {
    const year = { from: '2026-01-01', to: today };
    const report = await vatReturn(year);
    expect(boxesByPart(report).sales).toEqual({ 1: [210.013, 21.001], 4: [500, null], 7: [710.013, 21.001] });
    expect(report.net_vat_due).toBe(11.001);
    for (const period of [SEPTEMBER, year, { from: '2026-07-01', to: '2026-07-31' }]) {
      const [vat, tb] = await Promise.all([vatReturn(period), trialBalance(period)]);
      const box = (n: number) => vat.boxes.find((b) => b.box === n)!;
      const outside = vat.outside.reduce((sum, move) => sum + Math.round(move.amount * 1000), 0);
      const input = tb.rows.some((row) => row.account_id === 42) ? movementOf(tb, 42) : 0;
      // Output less input from the boxes, with the moves outside them, is what the VAT accounts moved.
      expect(Math.round(box(15).vat! * 1000) + outside).toBe(Math.round((-movementOf(tb, 41) - input) * 1000));
    }
  });
});

describe('the books calls', () => {
  const CALLS = ['trial_balance', 'general_ledger', 'receivables_aging', 'vat_return'] as const;
  const VALID = { ...SEPTEMBER, account_id: 38, date: AGING_DATE };

  it('refuse missing, malformed and reversed dates with their messages', async () => {
    const cases: [string, Record<string, string | number>, string][] = [
      ['trial_balance', { to: '2026-09-30' }, 'From date is required'],
      ['trial_balance', { from: '2026-09-01' }, 'To date is required'],
      ['trial_balance', { from: '2026-13-01', to: '2026-09-30' }, 'From must be a date (YYYY-MM-DD)'],
      ['trial_balance', { from: '2026-09-01', to: 'x'.repeat(5000) }, 'To must be a date (YYYY-MM-DD)'],
      ['trial_balance', { from: '2026-10-01', to: '2026-09-30' }, 'From must not be after To'],
      ['vat_return', { from: '2026-10-01', to: '2026-09-30' }, 'From must not be after To'],
      ['vat_return', { from: '', to: '2026-09-30' }, 'From date is required'],
      ['vat_return', { from: '2016-01-01', to: '2026-09-30' }, 'The range can be at most 5 years'],
      ['general_ledger', SEPTEMBER, 'Account is required'],
      ['general_ledger', { ...SEPTEMBER, account_id: 'abc' }, 'Account is required'],
      ['general_ledger', { ...SEPTEMBER, account_id: 0 }, 'Account is not a valid id'],
      ['general_ledger', { ...SEPTEMBER, account_id: '9'.repeat(20) }, 'Account is not a valid id'],
      ['general_ledger', { from: '2026-09-31', to: '2026-09-30', account_id: 38 }, 'From must be a date (YYYY-MM-DD)'],
      ['receivables_aging', {}, 'Date is required'],
      ['receivables_aging', { date: '' }, 'Date is required'],
      ['receivables_aging', { date: '2026-02-30' }, NOT_A_REAL_DATE],
      ['receivables_aging', { date: 'y'.repeat(5000) }, NOT_A_REAL_DATE],
    ];
    for (const [call, query, message] of cases) {
      const response = await get(call, query);
      expect(response.statusCode, `${call} ${message}`).toBe(400);
      expect(response.json(), `${call} ${message}`).toMatchObject({ success: false, message });
    }
    for (const page of [0, 'two', 1.5]) {
      const response = await get('general_ledger', { ...VALID, page });
      expect(response.statusCode, String(page)).toBe(400);
      expect(response.json().errors).toHaveProperty('page');
    }
  });

  it('are for the Admin only', async () => {
    for (const call of CALLS) {
      for (const authority of [2, 3, 4] as const) {
        expect((await get(call, VALID, authority)).statusCode, `${call} as ${authority}`).toBe(403);
      }
      expect((await get(call, VALID)).statusCode, call).toBe(200);
      const anonymous = await api.ctx.app.inject({ method: 'GET', url: `/api/transportation/books/${call}.php` });
      expect(anonymous.statusCode, call).toBe(401);
    }
  });
});
