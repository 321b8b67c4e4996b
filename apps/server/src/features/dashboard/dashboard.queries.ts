import { and, between, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { joinJobNames } from '../../db/jobs-with-names';
import { customers, drivers, jobs, monthTotals, trucks } from '../../db/schema';

/*
 * Every figure comes from month_totals (kept by triggers in the writing transaction), so the
 * dashboard adds up a few thousand rows whatever the size of the ledger. Months are first days.
 * Only a driver's latest jobs are read from jobs themselves, through the driver's own index.
 */

const month = sql<string>`to_char(${monthTotals.month}, 'YYYY-MM')`;
const itemCount = sql<number>`sum(${monthTotals.itemCount})`.mapWith(Number);

const totalOf = (dimension: string, column: typeof monthTotals.itemCount | typeof monthTotals.amountFils) =>
  sql<number>`coalesce(sum(${column}) filter (where ${monthTotals.dimension} = ${dimension}), 0)`.mapWith(Number);

export async function jobsByMonth(db: Executor, from: string, to: string) {
  return db
    .select({
      month,
      jobCount: totalOf('jobs', monthTotals.itemCount),
      revenueFils: totalOf('jobs', monthTotals.amountFils),
      taxiCount: totalOf('taxi_jobs', monthTotals.itemCount),
      taxiRevenueFils: totalOf('taxi_jobs', monthTotals.amountFils),
    })
    .from(monthTotals)
    .where(and(inArray(monthTotals.dimension, ['jobs', 'taxi_jobs']), between(monthTotals.month, from, to)))
    .groupBy(monthTotals.month);
}

/**
 * Per month, the work done (by job date) whose invoice is not posted yet: open, requested or on an
 * invoice still Created or Approved (the 'not_invoiced_jobs' dimension, migration 0030).
 */
export async function notInvoicedByMonth(db: Executor, from: string, to: string) {
  return db
    .select({ month, amountFils: totalOf('not_invoiced_jobs', monthTotals.amountFils) })
    .from(monthTotals)
    .where(and(eq(monthTotals.dimension, 'not_invoiced_jobs'), between(monthTotals.month, from, to)))
    .groupBy(monthTotals.month);
}

/**
 * The months' costs, per truck (0: none): the expenses kept in month_totals and the purchase voucher
 * items that count as expenses (README, "What counts as an expense"; the view is migration 0011),
 * each item once whether it names a truck, jobs or both.
 */
const monthCosts = (from: string, to: string) => sql`(
  select m.month, m.member_id as truck_id, m.amount_fils
  from ${monthTotals} m
  where m.dimension = 'truck_expenses' and m.month between ${from} and ${to} and m.item_count > 0
  union all
  select date_trunc('month', c.date)::date, coalesce(c.truck_id, 0), c.amount_fils
  from purchase_item_costs c
  where c.date between ${from} and ${to}
)`;

export async function expensesByMonth(db: Executor, from: string, to: string) {
  const result = await db.execute<{ month: string; total_fils: number }>(sql`
    select to_char(costs.month, 'YYYY-MM') as month, sum(costs.amount_fils)::bigint as total_fils
    from ${monthCosts(from, to)} costs
    group by costs.month`);
  return result.rows.map((row) => ({ month: row.month, totalFils: Number(row.total_fils) }));
}

/** Per month, the truck with the largest cost total. */
export async function topExpenseTruckByMonth(db: Executor, from: string, to: string) {
  const result = await db.execute<{ month: string; truck_number: string; amount_fils: number }>(sql`
    select distinct on (costs.month) to_char(costs.month, 'YYYY-MM') as month, t.number as truck_number,
      sum(costs.amount_fils)::bigint as amount_fils
    from ${monthCosts(from, to)} costs join ${trucks} t on t.id = costs.truck_id
    group by costs.month, t.id, t.number
    order by costs.month, amount_fils desc, t.number`);
  return result.rows;
}

/** The master table whose members each member dimension of month_totals counts, and their label. */
const RANKED_MEMBERS = {
  driver_jobs: { member: drivers, label: drivers.name },
  truck_jobs: { member: trucks, label: trucks.number },
  customer_jobs: { member: customers, label: customers.name },
};

/** One dimension's members, most jobs first; members whose jobs were all deleted do not count. */
function mostJobs(db: Executor, dimension: keyof typeof RANKED_MEMBERS, from: string, to: string, limit: number) {
  const { member, label } = RANKED_MEMBERS[dimension];
  return db
    .select({ id: member.id, label, jobCount: itemCount })
    .from(monthTotals)
    .innerJoin(member, eq(member.id, monthTotals.memberId))
    .where(and(eq(monthTotals.dimension, dimension), between(monthTotals.month, from, to)))
    .groupBy(member.id, label)
    .having(gt(itemCount, 0))
    .orderBy(desc(itemCount), label)
    .limit(limit);
}

export async function topDriver(db: Executor, from: string, to: string) {
  const [row] = await mostJobs(db, 'driver_jobs', from, to, 1);
  return row && { name: row.label, jobCount: row.jobCount };
}

export async function topTruck(db: Executor, from: string, to: string) {
  const [row] = await mostJobs(db, 'truck_jobs', from, to, 1);
  return row && { number: row.label, jobCount: row.jobCount };
}

export async function topCustomers(db: Executor, from: string, to: string, limit: number) {
  const rows = await mostJobs(db, 'customer_jobs', from, to, limit);
  return rows.map(({ id, label, jobCount }) => ({ id, name: label, jobCount }));
}

/** The driver record linked to a user, with its truck's number. */
export async function driverOfUser(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: drivers.id, name: drivers.name, truckNumber: trucks.number })
    .from(drivers)
    .leftJoin(trucks, eq(trucks.id, drivers.truckId))
    .where(eq(drivers.userId, userId))
    .limit(1);
  return row;
}

/** One driver's job count per month. */
export async function driverJobsByMonth(db: Executor, driverId: number, from: string, to: string) {
  return db
    .select({ month, jobCount: itemCount })
    .from(monthTotals)
    .where(
      and(
        eq(monthTotals.dimension, 'driver_jobs'),
        eq(monthTotals.memberId, driverId),
        between(monthTotals.month, from, to),
      ),
    )
    .groupBy(monthTotals.month);
}

/** One driver's latest jobs, newest first (jobs_driver_date_idx). */
export async function driverRecentJobs(db: Executor, driverId: number, limit: number) {
  const query = db
    .select({
      id: jobs.id,
      date: jobs.date,
      jobNumber: jobs.jobNumber,
      container: jobs.container,
      reference: jobs.reference,
      isLoseContainer: jobs.isLoseContainer,
      description: jobs.description,
      customerName: customers.name,
      truckNumber: trucks.number,
    })
    .from(jobs)
    .$dynamic();
  return joinJobNames(query).where(eq(jobs.driverId, driverId)).orderBy(desc(jobs.date), desc(jobs.id)).limit(limit);
}
