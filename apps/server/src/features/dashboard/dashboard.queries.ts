import { and, between, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, drivers, expenses, jobs, trucks } from '../../db/schema';

const jobMonth = sql<string>`to_char(${jobs.date}, 'YYYY-MM')`;
const expenseMonth = sql<string>`to_char(${expenses.date}, 'YYYY-MM')`;
const revenue = sql`${jobs.chargeFils} + ${jobs.extraAmountFils}`;

export async function jobsByMonth(db: Executor, from: string, to: string) {
  return db
    .select({
      month: jobMonth,
      jobCount: count(),
      revenueFils: sql<number>`coalesce(sum(${revenue}), 0)`.mapWith(Number),
      taxiCount: sql<number>`count(*) filter (where ${jobs.isTaxi})`.mapWith(Number),
      taxiRevenueFils: sql<number>`coalesce(sum(${revenue}) filter (where ${jobs.isTaxi}), 0)`.mapWith(Number),
    })
    .from(jobs)
    .where(between(jobs.date, from, to))
    .groupBy(jobMonth);
}

export async function expensesByMonth(db: Executor, from: string, to: string) {
  return db
    .select({ month: expenseMonth, totalFils: sql<number>`coalesce(sum(${expenses.amountFils}), 0)`.mapWith(Number) })
    .from(expenses)
    .where(between(expenses.date, from, to))
    .groupBy(expenseMonth);
}

/** Per month, the truck with the largest expense total. */
export async function topExpenseTruckByMonth(db: Executor, from: string, to: string) {
  const result = await db.execute<{ month: string; truck_number: string; amount_fils: number }>(sql`
    select distinct on (month) month, truck_number, amount_fils from (
      select to_char(e.date, 'YYYY-MM') as month, t.number as truck_number, sum(e.amount_fils)::bigint as amount_fils
      from ${expenses} e join ${trucks} t on t.id = e.truck_id
      where e.date between ${from} and ${to}
      group by 1, 2
    ) per_truck
    order by month, amount_fils desc, truck_number`);
  return result.rows;
}

export async function topDriver(db: Executor, from: string, to: string) {
  const [row] = await db
    .select({ name: drivers.name, jobCount: count() })
    .from(jobs)
    .innerJoin(drivers, eq(drivers.id, jobs.driverId))
    .where(between(jobs.date, from, to))
    .groupBy(drivers.id, drivers.name)
    .orderBy(desc(count()), drivers.name)
    .limit(1);
  return row;
}

export async function topTruck(db: Executor, from: string, to: string) {
  const [row] = await db
    .select({ number: trucks.number, jobCount: count() })
    .from(jobs)
    .innerJoin(trucks, eq(trucks.id, jobs.truckId))
    .where(between(jobs.date, from, to))
    .groupBy(trucks.id, trucks.number)
    .orderBy(desc(count()), trucks.number)
    .limit(1);
  return row;
}

export async function topCustomers(db: Executor, from: string, to: string, limit: number) {
  return db
    .select({ id: customers.id, name: customers.name, jobCount: count() })
    .from(jobs)
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .where(and(between(jobs.date, from, to), isNotNull(jobs.customerId)))
    .groupBy(customers.id, customers.name)
    .orderBy(desc(count()), customers.name)
    .limit(limit);
}
