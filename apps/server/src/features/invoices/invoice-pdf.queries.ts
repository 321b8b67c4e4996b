import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, invoiceItemJobs, jobs } from '../../db/schema';

/** Every job the invoice's lines carry, with its line and the amount it carried onto the invoice. */
export async function invoicedJobs(db: Executor, invoiceId: number) {
  return db
    .select({
      itemId: invoiceItemJobs.itemId,
      date: jobs.date,
      jobNumber: jobs.jobNumber,
      container: sql<string | null>`coalesce(${jobs.container}, ${jobs.reference})`,
      description: jobs.description,
      amountFils: invoiceItemJobs.amountFils,
    })
    .from(invoiceItemJobs)
    .innerJoin(jobs, eq(jobs.id, invoiceItemJobs.jobId))
    .where(eq(invoiceItemJobs.invoiceId, invoiceId))
    .orderBy(asc(jobs.date), asc(jobs.id));
}

/** Holds back any other issue of this invoice's original until the transaction ends. */
export async function lockOriginal(tx: Executor, invoiceId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`invoice-original:${invoiceId}`}, 0))`);
}

/** Whether the original of a posted invoice was issued (downloaded or printed) before. */
export async function originalIssued(db: Executor, invoiceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'invoice'),
        eq(auditLog.entityId, String(invoiceId)),
        eq(auditLog.action, 'issue_original'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
