import { describe, expect, it } from 'vitest';
import { NOT_A_REAL_DATE } from '@fleetledger/shared/dates';
import type { TrialBalance } from '@fleetledger/shared/ledger/books.contract';
import { payablesAgingResponse, type PayablesAging } from '@fleetledger/shared/ledger/payables.contract';
import { agingFigures as figures } from '../../../test/aging-figures';
import { PAYABLES_DATE, usePayablesScenario, type PayablesScenario } from '../../../test/payables-scenario';

const payables = usePayablesScenario({ cancel: '5120', admin: '6402' });
const { api } = payables;

async function aging(date: string): Promise<PayablesAging> {
  const response = await api.call('GET', `books/payables_aging?date=${date}`);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<PayablesAging>();
  expect(payablesAgingResponse.parse(answer)).toEqual(answer);
  return answer;
}

const rowOf = (report: PayablesAging, supplier: keyof PayablesScenario['suppliers']) =>
  report.rows.find((row) => row.supplier_id === payables.scenario.suppliers[supplier]);

/** What Accounts Payable says we owe on `date`: its credit balance in the trial balance. */
async function payableBalance(date: string): Promise<number> {
  const response = await api.call('GET', `books/trial_balance?from=2026-01-01&to=${date}`);
  const row = response.json<TrialBalance>().rows.find((account) => account.account_id === 36);
  return row === undefined ? 0 : Math.round((row.closing_credit - row.closing_debit) * 1000) / 1000;
}

describe('payables_aging', () => {
  it('buckets each open purchase and expense by days past its due date, less what was paid ahead', async () => {
    const report = await aging(PAYABLES_DATE);
    expect(report.date).toBe(PAYABLES_DATE);
    expect(report.rows).toEqual([
      {
        supplier_id: payables.scenario.suppliers.cash,
        supplier_name: 'Cash Supplier Co',
        payment_terms_days: 0,
        // P4 due today; P5's 35.000 left (30 days, its payment named it) and P6 (29 days, reversed later);
        // P7's goods returned leave the supplier owing us 2.000.
        ...figures({ not_due: 11, days_1_30: 65, advance: 2, balance: 74 }),
      },
      {
        supplier_id: payables.scenario.suppliers.monthly,
        supplier_name: 'Monthly Supplier Co',
        payment_terms_days: 30,
        // P1 due today, P2's 30.000 left (60 days), P3 (120 days); 15.000 paid ahead.
        ...figures({ not_due: 100, days_31_60: 30, over_90: 40, advance: 15, balance: 155 }),
      },
      {
        supplier_id: payables.scenario.suppliers.slow,
        supplier_name: 'Slow Supplier Co',
        payment_terms_days: 60,
        // E1 due 14/10, E2 61 days (paid today); 10.000 paid ahead (reversed today).
        ...figures({ not_due: 45, days_61_90: 20, advance: 10, balance: 55 }),
      },
    ]);
    expect(report.totals).toEqual(
      figures({ not_due: 156, days_1_30: 65, days_31_60: 30, days_61_90: 20, over_90: 40, advance: 27, balance: 284 }),
    );
  });

  it("moves an item on the day after its due date by the supplier's own terms", async () => {
    const next = await aging('2026-10-01');
    expect(rowOf(next, 'cash')).toMatchObject(figures({ days_1_30: 41, days_31_60: 35, advance: 2, balance: 74 }));
    expect(rowOf(next, 'monthly')).toMatchObject(
      figures({ days_1_30: 100, days_61_90: 30, over_90: 40, advance: 15, balance: 155 }),
    );
    expect(rowOf(await aging('2026-09-29'), 'slow')).toMatchObject(
      figures({ not_due: 45, days_31_60: 20, advance: 10, balance: 55 }),
    );
    expect(rowOf(await aging('2026-10-14'), 'slow')).toMatchObject(
      figures({ not_due: 45, days_61_90: 20, advance: 10, balance: 55 }),
    );
    expect(rowOf(await aging('2026-10-15'), 'slow')).toMatchObject(
      figures({ days_1_30: 45, days_61_90: 20, advance: 10, balance: 55 }),
    );
  });

  it('counts an expense until it is paid and an advance until its payment is reversed', async () => {
    expect(rowOf(await aging('2026-09-27'), 'slow')).toMatchObject(
      figures({ not_due: 45, days_31_60: 20, balance: 65 }),
    );
    expect(rowOf(await aging('2026-09-28'), 'slow')).toMatchObject(
      figures({ not_due: 45, days_31_60: 20, advance: 10, balance: 55 }),
    );
    expect(rowOf(await aging(payables.today), 'slow')).toMatchObject({ advance: 0, balance: 45 });
  });

  it('keeps a purchase reversed today in the days before, and leaves out suppliers owed nothing', async () => {
    expect(rowOf(await aging('2026-09-02'), 'cash')).toMatchObject(figures({ days_1_30: 90, balance: 90 }));
    expect(rowOf(await aging(payables.today), 'cash')).toMatchObject({ advance: 2, balance: 44 });
    expect((await aging('2026-05-02')).rows).toEqual([]);
    expect((await aging('2026-05-03')).rows.map((row) => row.supplier_name)).toEqual(['Monthly Supplier Co']);
  });

  it("totals to Accounts Payable's balance on the same date", async () => {
    for (const date of [
      '2026-05-31',
      '2026-08-31',
      '2026-09-24',
      '2026-09-28',
      PAYABLES_DATE,
      '2026-10-15',
      payables.today,
    ]) {
      expect((await aging(date)).totals.balance, date).toBe(await payableBalance(date));
    }
  });

  it('refuses a missing or malformed date, and anyone but the Admin', async () => {
    const cases: [string, string][] = [
      ['', 'Date is required'],
      ['?date=', 'Date is required'],
      ['?date=2026-02-30', NOT_A_REAL_DATE],
      [`?date=${'y'.repeat(5000)}`, NOT_A_REAL_DATE],
    ];
    for (const [query, message] of cases) {
      const response = await api.call('GET', `books/payables_aging${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, message });
    }
    for (const authority of [2, 3, 4] as const) {
      const refused = await api.call('GET', `books/payables_aging?date=${PAYABLES_DATE}`, undefined, authority);
      expect(refused.statusCode, `as ${authority}`).toBe(403);
    }
    const anonymous = await api.ctx.app.inject({ method: 'GET', url: '/api/transportation/books/payables_aging.php' });
    expect(anonymous.statusCode).toBe(401);
  });
});
