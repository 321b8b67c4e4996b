import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { joinJobNames } from '../../db/jobs-with-names';
import { customers, drivers, invoiceRequestJobs, invoiceRequests, jobs, trucks } from '../../db/schema';

export async function jobsBetween(db: Executor, from: string, to: string) {
  const query = db
    .select({
      id: jobs.id,
      date: jobs.date,
      job: jobs.jobNumber,
      customer: customers.name,
      customer_id: jobs.customerId,
      container: sql<string | null>`coalesce(${jobs.container}, ${jobs.reference})`,
      driver: drivers.name,
      charge_fils: jobs.chargeFils,
      extra_amount_fils: jobs.extraAmountFils,
      invoice_status: jobs.invoiceStatus,
    })
    .from(jobs)
    .$dynamic();
  return joinJobNames(query)
    .where(sql`${jobs.date} between ${from} and ${to}`)
    .orderBy(asc(jobs.date), asc(jobs.id));
}

export async function insertRequest(
  db: Executor,
  values: { requestNumber: number; customerId: number; requestedDate: string; createdBy: number | null },
  jobIds: readonly number[],
) {
  const [row] = await db.insert(invoiceRequests).values(values).returning({ id: invoiceRequests.id });
  await db.insert(invoiceRequestJobs).values(jobIds.map((jobId) => ({ requestId: row!.id, jobId })));
  return row!.id;
}

/** Pending requests with their jobs that are still requested, oldest first. */
export async function pendingRequestJobs(db: Executor) {
  return db
    .select({
      requestNumber: invoiceRequests.requestNumber,
      requestedDate: invoiceRequests.requestedDate,
      customerId: invoiceRequests.customerId,
      customerName: customers.name,
      jobId: jobs.id,
      date: jobs.date,
      jobNumber: jobs.jobNumber,
      container: sql<string | null>`coalesce(${jobs.container}, ${jobs.reference})`,
      description: jobs.description,
      chargeFils: jobs.chargeFils,
      extraAmountFils: jobs.extraAmountFils,
      driverName: drivers.name,
      truckNumber: trucks.number,
    })
    .from(invoiceRequests)
    .innerJoin(invoiceRequestJobs, eq(invoiceRequestJobs.requestId, invoiceRequests.id))
    .innerJoin(jobs, and(eq(jobs.id, invoiceRequestJobs.jobId), eq(jobs.invoiceStatus, 'requested')))
    .leftJoin(customers, eq(customers.id, invoiceRequests.customerId))
    .leftJoin(drivers, eq(drivers.id, jobs.driverId))
    .leftJoin(trucks, eq(trucks.id, jobs.truckId))
    .where(eq(invoiceRequests.status, 'pending'))
    .orderBy(asc(invoiceRequests.requestNumber), asc(jobs.date), asc(jobs.id));
}

export async function lockPendingRequest(db: Executor, requestNumber: number) {
  const [row] = await db
    .select({ id: invoiceRequests.id, customerId: invoiceRequests.customerId })
    .from(invoiceRequests)
    .where(and(eq(invoiceRequests.requestNumber, requestNumber), eq(invoiceRequests.status, 'pending')))
    .for('update');
  return row;
}

export async function requestJobIds(db: Executor, requestId: number): Promise<number[]> {
  const rows = await db
    .select({ jobId: invoiceRequestJobs.jobId })
    .from(invoiceRequestJobs)
    .innerJoin(jobs, and(eq(jobs.id, invoiceRequestJobs.jobId), eq(jobs.invoiceStatus, 'requested')))
    .where(eq(invoiceRequestJobs.requestId, requestId));
  return rows.map((row) => row.jobId);
}

export async function markAccepted(db: Executor, requestId: number, invoiceId: number) {
  await db
    .update(invoiceRequests)
    .set({ status: 'accepted', invoiceId })
    .where(and(eq(invoiceRequests.id, requestId), inArray(invoiceRequests.status, ['pending'])));
}
