import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { cookiesByAuthority, seedTestUsers, TEST_USERS } from '../../../test/users-fixture';
import { seedMasterData, type MasterData } from '../../../test/masterdata-fixture';
import { dashboard, driverDashboard } from './dashboard.service';
import { bringBooksUpToDate } from '../ledger/books-catch-up.service';
import { booksPostings } from '../../books-postings';

let ctx: TestContext;
let md: MasterData;

async function job(
  date: string,
  chargeFils: number,
  extraFils: number,
  refs: { customer: number; driver: number | null; truck: number | null; taxi?: boolean },
) {
  await ctx.database.db.execute(sql`
    insert into jobs (date, description, customer_id, driver_id, truck_id, is_taxi, taxi_name, charge_fils, extra_amount_fils, extra_description)
    values (${date}, 'fixture', ${refs.customer}, ${refs.driver}, ${refs.truck}, ${refs.taxi ?? false}, ${refs.taxi === true ? 'Cab' : null}, ${chargeFils}, ${extraFils}, ${extraFils > 0 ? 'extra' : null})`);
}
async function expense(date: string, amountFils: number, truck: number | null) {
  await ctx.database.db.execute(sql`
    insert into expenses (date, charge_id, amount_fils, description, type, truck_id, status)
    values (${date}, ${md.charges.diesel}, ${amountFils}, 'fixture', ${truck === null ? 'general' : 'driver_truck'}, ${truck}, 'paid')`);
}

// "Now" is 2026-03-31 21:30 UTC: already 1 April in Bahrain (UTC+3), so April is the current month.
const NOW = new Date('2026-03-31T21:30:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  await seedTestUsers(ctx.database.db);
  md = await seedMasterData(ctx.database.db);
  const { acme, bahrainMarine } = md.customers;
  const { ali, ravi } = md.drivers;
  const { t1, t2 } = md.trucks;
  // April 2026 (current month): 3 jobs, one of them taxi.
  await job('2026-04-01', 100_000, 5_500, { customer: acme, driver: ali, truck: t1 });
  await job('2026-04-30', 50_000, 0, { customer: bahrainMarine, driver: ravi, truck: t2 });
  await job('2026-04-15', 20_000, 1_000, { customer: acme, driver: null, truck: null, taxi: true });
  // March 2026: 2 jobs; expenses larger than revenue -> negative profit.
  await job('2026-03-31', 30_000, 0, { customer: acme, driver: ali, truck: t1 });
  await job('2026-03-01', 10_000, 0, { customer: bahrainMarine, driver: ali, truck: t2 });
  // May 2025: the first of the 12 months; April 2025 is outside.
  await job('2025-05-01', 7_000, 0, { customer: bahrainMarine, driver: ravi, truck: t2 });
  await job('2025-04-30', 999_000, 0, { customer: acme, driver: ravi, truck: t1 });
  await expense('2026-03-10', 60_000, t1);
  await expense('2026-03-11', 15_000, t2);
  await expense('2026-03-12', 2_500, null);
  await expense('2026-04-02', 12_345, t2);
  await expense('2025-04-30', 500_000, t1);
  // Written behind the app's back, the expenses enter the books as at a start-up.
  await bringBooksUpToDate(ctx.database.db, { userId: null, ip: 'test' }, booksPostings);
});
afterAll(() => ctx.close());

describe('dashboard', () => {
  it('computes the 12 months, cards, top entries and current month from the company day', async () => {
    const data = await dashboard(ctx.database.db, 'Asia/Bahrain', NOW);
    expect(data.current_month).toBe('2026-04');
    expect(data.jobs_monthly).toHaveLength(12);
    expect(data.jobs_monthly[0]).toMatchObject({
      month: '2025-05',
      display: 'May 2025',
      job_count: 1,
      total_amount: 7,
    });
    expect(data.jobs_monthly[11]).toEqual({
      month: '2026-04',
      display: 'Apr 2026',
      job_count: 3,
      total_amount: 176.5,
      taxi_count: 1,
      taxi_amount: 21,
      // No job is on a posted invoice yet: all the month's work is still to invoice.
      not_invoiced_amount: 176.5,
    });
    expect(data.jobs_monthly[10]).toMatchObject({ month: '2026-03', job_count: 2, total_amount: 40 });
    expect(data.jobs_monthly.filter((m) => m.job_count === 0)).toHaveLength(9);

    expect(data.overall).toEqual({ total_jobs: 6, total_amount: 223.5 });
    expect(data.overall_expenses).toBe(89.845);
    expect(data.expenses_monthly[10]).toEqual({ month: '2026-03', expense_total: 77.5 });
    expect(data.expense_top_truck_per_month[10]).toEqual({ month: '2026-03', truck_number: 'TR-100', amount: 60 });
    expect(data.expense_top_truck_per_month[11]).toEqual({ month: '2026-04', truck_number: 'TR-200', amount: 12.345 });
    expect(data.expense_top_truck_per_month[0]).toEqual({ month: '2025-05', truck_number: null, amount: 0 });

    expect(data.top_driver).toEqual({ driver_name: 'Ali Hassan', job_count: 3 });
    expect(data.top_truck).toEqual({ truck_number: 'TR-200', job_count: 3 });
    expect(data.top_customer).toEqual({ customer_name: 'Acme Trading', job_count: 3 });
    expect(data.current_month_customers).toEqual([
      { customer_id: md.customers.acme, customer_name: 'Acme Trading', job_count: 2 },
      { customer_id: md.customers.bahrainMarine, customer_name: 'Bahrain Marine', job_count: 1 },
    ]);
    // April's only figure is TR-200's expense: no posted invoice has made any truck revenue.
    expect(data.truck_profit).toEqual({
      top: [{ truck_id: md.trucks.t2, truck_number: 'TR-200', profit: -12.345 }],
      bottom: [],
    });
    // The books' profit: no invoice is posted, so March's expenses are a loss of 77.500 and April's of 12.345.
    expect(data.profit_and_loss_monthly).toHaveLength(12);
    expect(data.profit_and_loss_monthly[10]).toEqual({
      month: '2026-03',
      income: 0,
      expenses: 77.5,
      net_profit: -77.5,
    });
    expect(data.profit_and_loss_monthly[11]).toEqual({
      month: '2026-04',
      income: 0,
      expenses: 12.345,
      net_profit: -12.345,
    });
    expect(data.profit_and_loss_monthly[0]).toEqual({ month: '2025-05', income: 0, expenses: 0, net_profit: 0 });
  });

  it('leaves out of the work not yet invoiced the jobs whose invoice is posted', async () => {
    await ctx.database.db.execute(
      sql`update jobs set invoice_status = 'finished' where date = '2026-04-01' or date = '2026-03-31'`,
    );
    await ctx.database.db.execute(sql`update jobs set invoice_status = 'processing' where date = '2026-04-30'`);
    const data = await dashboard(ctx.database.db, 'Asia/Bahrain', NOW);
    expect(data.jobs_monthly.slice(10).map((m) => [m.total_amount, m.not_invoiced_amount])).toEqual([
      [40, 10],
      [176.5, 71],
    ]);
    await ctx.database.db.execute(sql`update jobs set invoice_status = null`);
  });

  it('in UTC the same instant is still March', async () => {
    const data = await dashboard(ctx.database.db, 'UTC', NOW);
    expect(data.current_month).toBe('2026-03');
    expect(data.jobs_monthly[0]!.month).toBe('2025-04');
    expect(data.overall.total_jobs).toBe(4);
  });

  it('is served to every authority, the company figures to staff, and refused without a session', async () => {
    const cookies = await cookiesByAuthority(ctx.app);
    for (const authority of [1, 2, 3, 4] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/transportation/dashboard.php',
        headers: { cookie: cookies[authority] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().view).toBe(authority === 4 ? 'driver' : 'company');
      expect(response.json().jobs_monthly).toHaveLength(12);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/transportation/dashboard.php' })).statusCode).toBe(401);
  });
});

/** Every key of an answer, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

async function userId(email: string): Promise<number> {
  const result = await ctx.database.db.execute<{ id: number }>(sql`select id from users where email = ${email}`);
  return Number(result.rows[0]!.id);
}

describe("a driver's dashboard", () => {
  it('holds only their own jobs: none of the company figures, no money, no other driver', async () => {
    await ctx.database.db.execute(
      sql`update drivers set user_id = ${await userId(TEST_USERS[4].email)} where id = ${md.drivers.ali}`,
    );
    const cookies = await cookiesByAuthority(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/transportation/dashboard.php',
      headers: { cookie: cookies[4] },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();

    const keys = new Set(keysOf(answer));
    for (const company of [
      'overall',
      'overall_expenses',
      'expenses_monthly',
      'expense_top_truck_per_month',
      'top_driver',
      'top_truck',
      'top_customer',
      'current_month_customers',
      'truck_profit',
      'profit',
      'total_amount',
      'taxi_amount',
      'charge',
      'extra_amount',
      'amount',
    ]) {
      expect(keys.has(company), company).toBe(false);
    }
    expect(answer.driver).toEqual({ driver_name: 'Ali Hassan', truck_number: 'TR-100' });
    // Ali's three jobs, newest first; Ravi's and the taxi job are not there.
    const alisJobs = await ctx.database.db.execute<{ id: number }>(
      sql`select id from jobs where driver_id = ${md.drivers.ali} order by date desc, id desc`,
    );
    expect(answer.recent_jobs.map((job: { id: number }) => job.id)).toEqual(alisJobs.rows.map((row) => Number(row.id)));
    expect(answer.recent_jobs[0]).toEqual({
      id: expect.any(Number),
      date: '2026-04-01',
      job_number: null,
      container: null,
      description: 'fixture',
      customer_name: 'Acme Trading',
      truck_number: 'TR-100',
    });
  });

  it('counts their jobs this month and in each of the 12 months from the company day', async () => {
    const driverUser = await userId(TEST_USERS[4].email);
    await ctx.database.db.execute(sql`update drivers set user_id = ${driverUser} where id = ${md.drivers.ali}`);
    const data = await driverDashboard(ctx.database.db, driverUser, 'Asia/Bahrain', NOW);
    expect(data.current_month).toBe('2026-04');
    expect(data.jobs_monthly).toHaveLength(12);
    expect(data.jobs_monthly[11]).toEqual({ month: '2026-04', display: 'Apr 2026', job_count: 1 });
    expect(data.jobs_monthly[10]).toEqual({ month: '2026-03', display: 'Mar 2026', job_count: 2 });
    expect(data.jobs_monthly.filter((m) => m.job_count === 0)).toHaveLength(10);
    expect(data.current_month_jobs).toBe(1);
    expect(data.total_jobs).toBe(3);
  });

  it('is empty, with no driver, for a user not linked to a driver record', async () => {
    const data = await driverDashboard(ctx.database.db, await userId(TEST_USERS[1].email), 'Asia/Bahrain', NOW);
    expect(data).toMatchObject({ view: 'driver', driver: null, current_month_jobs: 0, total_jobs: 0, recent_jobs: [] });
    expect(data.jobs_monthly.every((m) => m.job_count === 0)).toBe(true);
  });
});
