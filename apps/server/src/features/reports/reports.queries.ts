import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { monthTotals } from '../../db/schema';

/**
 * The report queries. Every ranged one includes jobs and expenses dated on the from and to days.
 * Master records without activity are listed with zero so the 'inactive' tier can show them.
 */
export async function driverJobCounts(db: Executor, from: string, to: string) {
  const result = await db.execute<{ driver_id: number; driver_name: string; job_count: number }>(sql`
    select d.id as driver_id, d.name as driver_name, count(j.id)::int as job_count
    from drivers d
    left join jobs j on j.driver_id = d.id and j.date between ${from} and ${to}
    group by d.id, d.name
    having d.active or count(j.id) > 0
    order by job_count desc, d.name`);
  return result.rows;
}

export async function truckJobCounts(db: Executor, from: string, to: string) {
  const result = await db.execute<{ truck_id: number; truck_number: string; job_count: number }>(sql`
    select t.id as truck_id, t.number as truck_number, count(j.id)::int as job_count
    from trucks t
    left join jobs j on j.truck_id = t.id and j.date between ${from} and ${to}
    group by t.id, t.number
    having t.active or count(j.id) > 0
    order by job_count desc, t.number`);
  return result.rows;
}

export async function customerJobCounts(db: Executor, from: string, to: string) {
  const result = await db.execute<{ customer_id: number; customer_name: string; job_count: number }>(sql`
    select c.id as customer_id, c.name as customer_name, count(j.id)::int as job_count
    from customers c
    left join jobs j on j.customer_id = c.id and j.date between ${from} and ${to}
    group by c.id, c.name
    having c.active or count(j.id) > 0
    order by job_count desc, c.name`);
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

export async function truckExpenseTotals(db: Executor, from: string, to: string) {
  const result = await db.execute<{ truck_id: number; truck_number: string; total_fils: number }>(sql`
    select t.id as truck_id, t.number as truck_number, coalesce(sum(e.amount_fils), 0)::bigint as total_fils
    from trucks t
    left join expenses e on e.truck_id = t.id and e.date between ${from} and ${to}
    group by t.id, t.number
    having t.active or count(e.id) > 0
    order by total_fils desc, t.number`);
  return result.rows;
}

/** Expenses booked against a job number, attributed to the newest job carrying that number. */
export async function jobExpenseTotals(db: Executor, from: string, to: string) {
  const result = await db.execute<{ job_id: number; total_fils: number }>(sql`
    select job.id as job_id, sum(e.amount_fils)::bigint as total_fils
    from expenses e
    join lateral (
      select j.id from jobs j where j.job_number = e.job_number order by j.date desc, j.id desc limit 1
    ) job on true
    where e.date between ${from} and ${to} and e.job_number is not null
    group by job.id
    order by total_fils desc, job.id`);
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

export async function customerRevenue(db: Executor, from: string, to: string) {
  const result = await db.execute<{ customer_id: number; customer_name: string; total_fils: number }>(sql`
    select c.id as customer_id, c.name as customer_name, coalesce(sum(j.charge_fils + j.extra_amount_fils), 0)::bigint as total_fils
    from customers c
    left join jobs j on j.customer_id = c.id and j.date between ${from} and ${to}
    group by c.id, c.name
    having c.active or count(j.id) > 0
    order by total_fils desc, c.name`);
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
