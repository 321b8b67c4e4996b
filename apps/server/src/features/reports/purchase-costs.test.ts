import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bdToFils } from '@fleetledger/shared/money';
import { useSignedInApp } from '../../../test/signed-in-app';
import { dashboard } from '../dashboard/dashboard.service';

const CODES = { cancel: '3141', admin: '2718' };
const api = useSignedInApp({ masterData: true, securityCodes: CODES });
const SEPTEMBER = { from: '2026-09-01', to: '2026-09-30' };
/** Mid-September in Bahrain: the dashboard's current month. */
const NOW = new Date('2026-09-15T09:00:00Z');
const jobs: Record<string, number> = {};

async function insertJob(number: string, date: string) {
  const result = await api.ctx.database.db.execute<{ id: number }>(sql`
    insert into jobs (date, job_number, description, customer_id, charge_fils, extra_amount_fils)
    values (${date}, ${number}, 'fixture', ${api.md.customers.acme}, 40000, 0) returning id`);
  jobs[number] = Number(result.rows[0]!.id);
}

async function insertExpense(date: string, amountFils: number, truckId: number, jobNumber: string | null) {
  await api.ctx.database.db.execute(sql`
    insert into expenses (date, charge_id, amount_fils, description, type, truck_id, job_number, status)
    values (${date}, ${api.md.charges.diesel}, ${amountFils}, 'fixture', 'driver_truck', ${truckId}, ${jobNumber}, 'paid')`);
}

const item = (amount: number, extra: Record<string, unknown> = {}) => ({
  account_id: 30,
  truck_id: null,
  job_ids: [],
  cr_dr: 'dr',
  qty: 1,
  amount,
  vat_percentage: 10,
  description: 'Repairs',
  ...extra,
});

/** A purchase voucher dated in September, moved through the given statuses; answers its id and version. */
async function purchase(items: unknown[], statuses: string[] = []) {
  const made = await api.call('POST', 'vouchers/purchase_generate', {
    supplier_id: api.md.customers.bahrainMarine,
    date: '2026-09-10',
    reference: 'SUP-1',
    items,
  });
  expect(made.statusCode, made.body).toBe(200);
  const number = made.json().purchase_number as number;
  let { id, version } = (await api.call('GET', `vouchers/purchase_details?purchase_number=${number}`)).json().purchase;
  for (const status of statuses) {
    const codes = status === 'Cancelled' ? { cancel_code: CODES.cancel } : {};
    const moved = await api.call('POST', 'vouchers/purchase_status_update', {
      purchase_id: id,
      status,
      version,
      ...codes,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    ({ id, version } = moved.json().purchase);
  }
  return { id: id as number, version: version as number };
}

async function report(name: string) {
  const response = await api.call('POST', `report/${name}.php`, SEPTEMBER);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { total_expense: number }[];
}

let posted: { id: number; version: number };

beforeAll(async () => {
  const { t1, t2 } = api.md.trucks;
  await insertJob('PC1', '2026-09-01');
  await insertJob('PC2', '2026-09-05');
  await insertExpense('2026-09-02', 12_000, t1, 'PC1');
  await insertExpense('2026-09-03', 8_000, t2, null);
  posted = await purchase(
    [
      // For a truck and two jobs: counts once, 10.001 before VAT, shared 5.001 + 5.000 between the jobs.
      item(10.001, { truck_id: t1, job_ids: [jobs.PC1, jobs.PC2] }),
      // Neither a truck nor a job: not an expense of either.
      item(3, { account_id: 34 }),
      // A credit against a debit account: reduces the truck's costs.
      item(2, { truck_id: t2, cr_dr: 'cr' }),
    ],
    ['Approved', 'Posted'],
  );
  await purchase([item(4, { truck_id: t2 })], ['Approved']);
  await purchase([item(50, { truck_id: t1 })]);
  await purchase([item(70, { truck_id: t1 })], ['Cancelled']);
});

describe('purchase vouchers as expenses', () => {
  it('count in the Truck Expense and Job Expense reports once, when Approved or Posted, before VAT', async () => {
    expect(await report('truck_expense_report')).toEqual([
      { truck_id: api.md.trucks.t1, truck_number: 'TR-100', total_expense: 22.001 },
      { truck_id: api.md.trucks.t2, truck_number: 'TR-200', total_expense: 10 },
    ]);
    expect(await report('job_expense_report')).toEqual([
      { job_id: jobs.PC1, total_expense: 17.001 },
      { job_id: jobs.PC2, total_expense: 5 },
    ]);
  });

  it("agree with the dashboard's expense figures", async () => {
    const figures = await dashboard(api.ctx.database.db, 'Asia/Bahrain', NOW);
    const trucks = (await report('truck_expense_report')).reduce((sum, row) => sum + bdToFils(row.total_expense), 0);
    const september = figures.expenses_monthly.find((month) => month.month === '2026-09')!;
    expect(september.expense_total).toBe(32.001);
    expect(bdToFils(september.expense_total)).toBe(trucks);
    expect(figures.overall_expenses).toBe(32.001);
    expect(figures.expense_top_truck_per_month.find((month) => month.month === '2026-09')).toEqual({
      month: '2026-09',
      truck_number: 'TR-100',
      amount: 22.001,
    });
  });

  it('stop counting when the voucher goes back to Created', async () => {
    const moved = await api.call('POST', 'vouchers/purchase_status_update', {
      purchase_id: posted.id,
      status: 'Created',
      version: posted.version,
      admin_code: CODES.admin,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await report('truck_expense_report')).toEqual([
      { truck_id: api.md.trucks.t1, truck_number: 'TR-100', total_expense: 12 },
      { truck_id: api.md.trucks.t2, truck_number: 'TR-200', total_expense: 12 },
    ]);
    expect(await report('job_expense_report')).toEqual([{ job_id: jobs.PC1, total_expense: 12 }]);
    const figures = await dashboard(api.ctx.database.db, 'Asia/Bahrain', NOW);
    expect(figures.overall_expenses).toBe(24);
  });
});
