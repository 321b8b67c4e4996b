import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { JobInput } from '@fleetledger/shared/jobs/jobs.rules';
import type { Executor } from '../../db/client';
import { attachments, customers, drivers, jobs, trucks, users } from '../../db/schema';
import { readsTogether } from '../../db/reads-together';

/**
 * The job table's rows in plain SQL: a month is thousands of rows, and mapping them through the
 * query builder cost as much again as the query. Attachments come in one second query by job id
 * (a correlated subquery per row doubled the time).
 */
export type JobRowRecord = {
  id: number;
  date: string;
  job_number: string | null;
  container: string | null;
  reference: string | null;
  is_lose_container: boolean;
  description: string;
  customer_name: string | null;
  customer_id: number | null;
  care_of: string | null;
  is_taxi: boolean;
  taxi_name: string | null;
  driver_name: string | null;
  driver_id: number | null;
  truck_number: string | null;
  truck_id: number | null;
  taxi_charge_fils: number;
  charge_fils: number;
  extra_amount_fils: number;
  extra_description: string | null;
  related_note: string | null;
  invoice_status: string | null;
  version: number;
  /** ISO 8601 in UTC with milliseconds, as Date.toISOString writes it. */
  updated_at: string;
};

export interface JobRows {
  rows: JobRowRecord[];
  /** Each job's attachments, oldest first; jobs without any are absent. */
  attachmentsOf: Map<number, { id: number; name: string }[]>;
}

async function rowsWhere(db: Executor, where: SQL, jobIds: SQL): Promise<JobRows> {
  const [rows, attachmentRows] = await readsTogether(db, [
    () =>
      db.execute<JobRowRecord>(sql`
      select j.id, j.date, j.job_number, j.container, j.reference, j.is_lose_container, j.description, c.name as customer_name, j.customer_id,
        j.care_of, j.is_taxi, j.taxi_name, d.name as driver_name, j.driver_id, t.number as truck_number, j.truck_id,
        j.taxi_charge_fils, j.charge_fils, j.extra_amount_fils, j.extra_description, j.related_note,
        j.invoice_status, j.version,
        to_char(j.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
      from ${jobs} j
      left join ${customers} c on c.id = j.customer_id
      left join ${drivers} d on d.id = j.driver_id
      left join ${trucks} t on t.id = j.truck_id
      where ${where}
      order by j.date, j.id`),
    () =>
      db.execute<{ owner_id: number; id: number; name: string }>(sql`
      select a.owner_id, a.id, a.name from ${attachments} a
      where a.owner_kind = 'job' and a.owner_id = any(${jobIds})
      order by a.id`),
  ]);
  const attachmentsOf = new Map<number, { id: number; name: string }[]>();
  for (const { owner_id: ownerId, id, name } of attachmentRows.rows) {
    const list = attachmentsOf.get(ownerId);
    if (list === undefined) attachmentsOf.set(ownerId, [{ id, name }]);
    else list.push({ id, name });
  }
  return { rows: rows.rows, attachmentsOf };
}

export async function rowsBetween(db: Executor, from: string, to: string) {
  return rowsWhere(
    db,
    sql`j.date between ${from} and ${to}`,
    sql`array(select id from ${jobs} where date between ${from} and ${to})`,
  );
}

export async function rowsByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return { rows: [], attachmentsOf: new Map() };
  const list = sql`${`{${ids.join(',')}}`}::bigint[]`;
  return rowsWhere(db, sql`j.id = any(${list})`, list);
}

/** The stored job, locked for the rest of the transaction so two saves cannot interleave. */
export async function lockJobs(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: jobs.id,
      version: jobs.version,
      invoiceStatus: jobs.invoiceStatus,
      customerId: jobs.customerId,
      driverId: jobs.driverId,
      truckId: jobs.truckId,
      updatedAt: jobs.updatedAt,
      updatedByName: users.name,
      row: jobs,
    })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.updatedBy))
    .where(inArray(jobs.id, [...ids]))
    .orderBy(asc(jobs.id))
    .for('update', { of: jobs });
}
export type LockedJob = Awaited<ReturnType<typeof lockJobs>>[number];

export async function updateJob(db: Executor, id: number, values: Partial<JobInput>, userId: number | null) {
  const [row] = await db
    .update(jobs)
    .set({ ...values, version: sql`${jobs.version} + 1`, updatedBy: userId, updatedAt: new Date() })
    .where(eq(jobs.id, id))
    .returning();
  return row!;
}

export async function insertJobs(db: Executor, inputs: readonly JobInput[], userId: number | null) {
  if (inputs.length === 0) return [];
  return db
    .insert(jobs)
    .values(inputs.map((input) => ({ ...input, createdBy: userId, updatedBy: userId })))
    .returning({ id: jobs.id });
}

/** Whether an invoice (even a cancelled one), a purchase voucher or the books name the job. */
export async function documentsNameJob(db: Executor, id: number): Promise<boolean> {
  const found = await db.execute(sql`
    select 1 from invoice_item_jobs where job_id = ${id}
    union all select 1 from purchase_item_jobs where job_id = ${id}
    union all select 1 from ledger_lines where job_id = ${id}
    limit 1`);
  return found.rows.length > 0;
}

export async function deleteJob(db: Executor, id: number) {
  await db.delete(jobs).where(and(eq(jobs.id, id)));
}

/** The jobs recorded as changed in a month since one of its versions, deleted or moved away ones too (migration 0032). */
export async function jobsChangedSince(db: Executor, month: string, version: string, limit: number) {
  const result = await db.execute<{ job_id: number }>(sql`
    select job_id from job_changes where month = ${month} and version > ${version}::bigint limit ${limit}`);
  return result.rows.map((row) => Number(row.job_id));
}
