import { and, asc, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { JobInput } from '@fleetledger/shared/jobs/jobs.rules';
import type { Executor } from '../../db/client';
import { customers, drivers, jobs, trucks, users } from '../../db/schema';

const attachmentList = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'name', a.name) order by a.id)
  from attachments a where a.owner_kind = 'job' and a.owner_id = ${jobs.id}
), '[]'::json)`;

function rowQuery(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: jobs.id,
      date: jobs.date,
      jobNumber: jobs.jobNumber,
      container: jobs.container,
      description: jobs.description,
      customerName: customers.name,
      customerId: jobs.customerId,
      careOf: jobs.careOf,
      isTaxi: jobs.isTaxi,
      taxiName: jobs.taxiName,
      driverName: drivers.name,
      driverId: jobs.driverId,
      truckNumber: trucks.number,
      truckId: jobs.truckId,
      taxiChargeFils: jobs.taxiChargeFils,
      chargeFils: jobs.chargeFils,
      extraAmountFils: jobs.extraAmountFils,
      extraDescription: jobs.extraDescription,
      relatedNote: jobs.relatedNote,
      invoiceStatus: jobs.invoiceStatus,
      attachments: attachmentList,
      version: jobs.version,
      updatedAt: jobs.updatedAt,
    })
    .from(jobs)
    .leftJoin(customers, eq(customers.id, jobs.customerId))
    .leftJoin(drivers, eq(drivers.id, jobs.driverId))
    .leftJoin(trucks, eq(trucks.id, jobs.truckId))
    .where(where);
}
export type JobRowRecord = Awaited<ReturnType<typeof rowQuery>>[number];

export async function rowsBetween(db: Executor, from: string, to: string) {
  return rowQuery(db, between(jobs.date, from, to)).orderBy(asc(jobs.date), asc(jobs.id));
}

export async function rowsByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return rowQuery(db, inArray(jobs.id, [...ids]));
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

export async function deleteJob(db: Executor, id: number) {
  await db.delete(jobs).where(and(eq(jobs.id, id)));
}
