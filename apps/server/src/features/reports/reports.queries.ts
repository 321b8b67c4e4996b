import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { monthTotals } from '../../db/schema';

/**
 * The report queries. Every ranged one includes jobs and costs dated on the from and to days.
 * Master records without activity are listed with zero so the 'inactive' tier can show them.
 */

/** A master record the reports rank; `key` names its answer's fields (`driver_id`, `driver_name`). */
interface RankedMember<Key extends string, Label extends string> {
  table: 'drivers' | 'trucks' | 'customers';
  key: Key;
  label: Label;
}

export const DRIVER: RankedMember<'driver', 'name'> = { table: 'drivers', key: 'driver', label: 'name' };
export const TRUCK: RankedMember<'truck', 'number'> = { table: 'trucks', key: 'truck', label: 'number' };
export const CUSTOMER: RankedMember<'customer', 'name'> = { table: 'customers', key: 'customer', label: 'name' };

/** What is added up per member: over its jobs or its costs, under the answer's field `as`. */
interface Measure<As extends string> {
  activity: SQL;
  total: SQL;
  as: As;
}

/**
 * A truck's costs: its expenses and the purchase voucher items that count as its expenses
 * (README, "What counts as an expense"; the view is migration 0011).
 */
const TRUCK_COSTS = sql`(
  select id, truck_id, date, amount_fils from expenses
  union all
  select item_id, truck_id, date, amount_fils from purchase_item_costs where truck_id is not null
)`;

export const JOB_COUNT: Measure<'job_count'> = { activity: sql`jobs`, total: sql`count(a.id)::int`, as: 'job_count' };
export const TRUCK_COST_TOTAL: Measure<'total_fils'> = {
  activity: TRUCK_COSTS,
  total: sql`coalesce(sum(a.amount_fils), 0)::bigint`,
  as: 'total_fils',
};
export const REVENUE: Measure<'total_fils'> = {
  activity: sql`jobs`,
  total: sql`coalesce(sum(a.charge_fils + a.extra_amount_fils), 0)::bigint`,
  as: 'total_fils',
};

type RankedRow<Key extends string, Label extends string, As extends string> = Record<`${Key}_id` | As, number> &
  Record<`${Key}_${Label}`, string>;

/** Every active member, and any inactive one with activity in the range, largest measure first. */
export async function rankMembers<Key extends string, Label extends string, As extends string>(
  db: Executor,
  { table, key, label }: RankedMember<Key, Label>,
  { activity, total, as }: Measure<As>,
  from: string,
  to: string,
) {
  const labelColumn = sql.identifier(label);
  const result = await db.execute<RankedRow<Key, Label, As>>(sql`
    select m.id as ${sql.identifier(`${key}_id`)}, m.${labelColumn} as ${sql.identifier(`${key}_${label}`)},
      ${total} as ${sql.identifier(as)}
    from ${sql.identifier(table)} m
    left join ${activity} a on a.${sql.identifier(`${key}_id`)} = m.id and a.date between ${from} and ${to}
    group by m.id, m.${labelColumn}
    having m.active or count(a.id) > 0
    order by ${sql.identifier(as)} desc, m.${labelColumn}`);
  return result.rows;
}

export async function expenseTotalsByCharge(db: Executor, from: string, to: string) {
  const result = await db.execute<{
    coa_id: number;
    coa_name: string;
    charge_id: number;
    charge_name: string;
    total_fils: number;
  }>(sql`
    select a.id as coa_id, a.name as coa_name, c.id as charge_id, c.name as charge_name, sum(e.amount_fils)::bigint as total_fils
    from expenses e
    join charges c on c.id = e.charge_id
    join accounts a on a.id = c.account_id
    where e.date between ${from} and ${to}
    group by a.id, a.name, c.id, c.name
    order by a.id, total_fils desc, c.name`);
  return result.rows;
}

/**
 * A job's costs: the expenses booked against its number (attributed to the newest job carrying that
 * number) and its share of each purchase voucher item that counts as an expense.
 */
export async function jobExpenseTotals(db: Executor, from: string, to: string) {
  const result = await db.execute<{ job_id: number; total_fils: number }>(sql`
    select costs.job_id, sum(costs.amount_fils)::bigint as total_fils
    from (
      select job.id as job_id, e.amount_fils
      from expenses e
      join lateral (
        select j.id from jobs j where j.job_number = e.job_number order by j.date desc, j.id desc limit 1
      ) job on true
      where e.date between ${from} and ${to} and e.job_number is not null
      union all
      select c.job_id, c.amount_fils from purchase_job_costs c where c.date between ${from} and ${to}
    ) costs
    group by costs.job_id
    order by total_fils desc, costs.job_id`);
  return result.rows;
}

export async function jobsByInvoiceStatus(db: Executor, from: string, to: string) {
  const result = await db.execute<{
    id: number;
    job_number: string | null;
    customer_name: string | null;
    date: string;
    charge_fils: number;
    extra_amount_fils: number;
    invoice_status: string | null;
  }>(sql`
    select j.id, j.job_number, c.name as customer_name, j.date, j.charge_fils, j.extra_amount_fils, j.invoice_status
    from jobs j left join customers c on c.id = j.customer_id
    where j.date between ${from} and ${to}
    order by j.date, j.id`);
  return result.rows;
}

/** Whole months only (from and to are first and last days): read from month_totals. */
export async function driverJobsByMonth(db: Executor, from: string, to: string) {
  const result = await db.execute<{ month: string; driver_id: number; driver_name: string; job_count: number }>(sql`
    select to_char(m.month, 'YYYY-MM') as month, d.id as driver_id, d.name as driver_name, m.item_count::int as job_count
    from ${monthTotals} m join drivers d on d.id = m.member_id
    where m.dimension = 'driver_jobs' and m.month between ${from} and ${to} and m.item_count > 0
    order by m.month, job_count desc, d.name`);
  return result.rows;
}
