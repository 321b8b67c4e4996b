import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';

export async function lockJobsForInvoicing(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: jobs.id,
      jobNumber: jobs.jobNumber,
      customerId: jobs.customerId,
      invoiceStatus: jobs.invoiceStatus,
      chargeFils: jobs.chargeFils,
      extraAmountFils: jobs.extraAmountFils,
      date: jobs.date,
    })
    .from(jobs)
    .where(inArray(jobs.id, [...ids]))
    .orderBy(jobs.id)
    .for('update');
}

export async function setInvoiceStatus(
  db: Executor,
  ids: readonly number[],
  status: string | null,
  userId: number | null,
) {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ invoiceStatus: status, version: sql`${jobs.version} + 1`, updatedBy: userId, updatedAt: new Date() })
    .where(inArray(jobs.id, [...ids]));
}
