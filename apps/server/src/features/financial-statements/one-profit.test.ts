import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardData } from '@fleetledger/shared/dashboard/dashboard.contract';
import { addMonths, monthEnd, monthStart, todayIn } from '@fleetledger/shared/dates';
import type { ProfitAndLoss } from '@fleetledger/shared/financial-statements/financial-statements.contract';
import type { Profit } from '@fleetledger/shared/ledger/books.contract';
import { bdToFils } from '@fleetledger/shared/money';
import { generateBusiness } from '../../../test/generated-business';
import { useSignedInApp } from '../../../test/signed-in-app';

/**
 * One definition of profit (README): on a year of generated business — jobs, invoices posted and
 * credited, receipts, purchase vouchers, payments, expenses paid and owed — the profit and loss
 * statement's net profit for a month, the dashboard's profit for that month and the Profit page's rows
 * (per truck, and per driver) with what no truck or driver carried are the same figure, to the fil.
 */
const api = useSignedInApp({ authority: 1 });
let today: string;
let dashboard: DashboardData;

beforeAll(async () => {
  today = todayIn(api.ctx.config.companyTz);
  const size = { trucks: 6, drivers: 7, customers: 12, jobs: 1_200, expenses: 120, months: 12 };
  await generateBusiness(api.ctx.database.db, size, 3, today);
  const answer = await api.call('GET', 'dashboard.php');
  expect(answer.statusCode, answer.body).toBe(200);
  dashboard = answer.json<DashboardData>();
}, 120_000);

async function read<T>(url: string): Promise<T> {
  const response = await api.call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** The Profit page's rows and what it shows as tied to none of them, added up: its profit, in fils. */
const profitPageSum = (page: Profit) =>
  [...page.rows, page.unassigned].reduce((sum, row) => sum + bdToFils(row.profit), 0);

describe('one definition of profit, on generated data', () => {
  it('gives every month the same net profit on the dashboard, the Profit page and the profit and loss', async () => {
    expect(dashboard.current_month).toBe(today.slice(0, 7));
    let active = 0;
    let unassigned = 0;
    for (const back of [0, 1, 2, 5, 11]) {
      const month = addMonths(dashboard.current_month, -back);
      const period = `from=${monthStart(month)}&to=${monthEnd(month)}`;
      const statement = await read<ProfitAndLoss>(`books/profit_and_loss?${period}`);
      const onDashboard = dashboard.profit_and_loss_monthly.find((row) => row.month === month)!;
      const net = bdToFils(statement.net_profit);
      expect(bdToFils(onDashboard.net_profit), month).toBe(net);
      expect(bdToFils(onDashboard.income), month).toBe(bdToFils(statement.income.total));
      expect(bdToFils(onDashboard.expenses), month).toBe(bdToFils(statement.expenses.total));
      for (const by of ['truck', 'driver'] as const) {
        const page = await read<Profit>(`books/profit?${period}&by=${by}`);
        expect(profitPageSum(page), `${month} by ${by}`).toBe(net);
        expect(bdToFils(page.totals.profit), `${month} by ${by}`).toBe(net);
        expect(bdToFils(page.totals.revenue), `${month} by ${by}`).toBe(bdToFils(statement.income.total));
        if (page.unassigned.profit !== 0) unassigned += 1;
      }
      if (statement.income.rows.length > 0 && statement.expenses.rows.length > 0) active += 1;
    }
    // The months compared hold sales and costs both, not just zeros agreeing, and lines of no truck or
    // driver (general expenses, discounts) that only the unassigned row brings in.
    expect(active).toBeGreaterThanOrEqual(3);
    expect(unassigned).toBeGreaterThan(0);
  });

  it("tells the dashboard's work done by job date from the books' income, with the part not yet invoiced", () => {
    const months = dashboard.jobs_monthly;
    for (const month of months) expect(month.not_invoiced_amount).toBeLessThanOrEqual(month.total_amount);
    // The generator invoices most of a month's jobs at its end: the current month's work is mostly
    // still to invoice, earlier months' mostly invoiced.
    const current = months.at(-1)!;
    const earlier = months.slice(0, -2);
    expect(current.not_invoiced_amount).toBeGreaterThan(0);
    expect(earlier.some((month) => month.not_invoiced_amount < month.total_amount)).toBe(true);
  });
});
