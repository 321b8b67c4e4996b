import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dueDate } from '../../kernel/money-voucher.queries';
import { accounts, creditNotes, customers, invoiceItemJobs, invoiceItems, invoices, jobs } from '../../db/schema';

/** The invoice's row, locked for the rest of the transaction. */
export async function lockInvoice(db: Executor, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

export async function invoiceHeader(db: Executor, id: number) {
  const [row] = await db
    .select({
      invoice: invoices,
      customerName: customers.name,
      dueDate: dueDate(invoices),
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(eq(invoices.id, id));
  return row;
}

export async function invoiceItemRows(db: Executor, invoiceId: number) {
  return db
    .select({
      item: invoiceItems,
      accountName: accounts.name,
      jobIds: sql<
        string | null
      >`(select string_agg(j.job_id::text, ',' order by j.job_id) from ${invoiceItemJobs} j where j.item_id = ${invoiceItems.id})`,
    })
    .from(invoiceItems)
    .innerJoin(accounts, eq(accounts.id, invoiceItems.accountId))
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceItems.position));
}

/** The jobs on each stored line of the invoice. */
export async function storedLineJobs(db: Executor, invoiceId: number) {
  return db
    .select({ itemId: invoiceItemJobs.itemId, jobId: invoiceItemJobs.jobId, amountFils: invoiceItemJobs.amountFils })
    .from(invoiceItemJobs)
    .where(eq(invoiceItemJobs.invoiceId, invoiceId));
}

/** The jobs on each line with the truck and driver that carried each: a posting credits their revenue job by job. */
export async function lineJobsWithTrucks(db: Executor, invoiceId: number) {
  return db
    .select({
      itemId: invoiceItemJobs.itemId,
      jobId: invoiceItemJobs.jobId,
      amountFils: invoiceItemJobs.amountFils,
      truckId: jobs.truckId,
      driverId: jobs.driverId,
    })
    .from(invoiceItemJobs)
    .innerJoin(jobs, eq(jobs.id, invoiceItemJobs.jobId))
    .where(eq(invoiceItemJobs.invoiceId, invoiceId))
    .orderBy(asc(invoiceItemJobs.jobId));
}

export async function updateItem(db: Executor, id: number, values: Partial<typeof invoiceItems.$inferInsert>) {
  await db.update(invoiceItems).set(values).where(eq(invoiceItems.id, id));
}

export async function deleteItems(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db.delete(invoiceItemJobs).where(inArray(invoiceItemJobs.itemId, [...ids]));
  await db.delete(invoiceItems).where(inArray(invoiceItems.id, [...ids]));
}

export async function unlinkJobs(db: Executor, invoiceId: number) {
  await db.delete(invoiceItemJobs).where(eq(invoiceItemJobs.invoiceId, invoiceId));
}

export async function linkJobs(db: Executor, links: (typeof invoiceItemJobs.$inferInsert)[]) {
  if (links.length > 0) await db.insert(invoiceItemJobs).values(links);
}

export async function updateInvoice(db: Executor, id: number, values: Partial<typeof invoices.$inferInsert>) {
  const [row] = await db
    .update(invoices)
    .set({ ...values, version: sql`${invoices.version} + 1`, updatedAt: new Date() })
    .where(eq(invoices.id, id))
    .returning();
  return row!;
}

/** A cancelled invoice lets its jobs go: they may be invoiced again. */
export async function releaseJobs(db: Executor, invoiceId: number) {
  await db.update(invoiceItemJobs).set({ live: false }).where(eq(invoiceItemJobs.invoiceId, invoiceId));
}

export async function jobIdsOf(db: Executor, invoiceId: number): Promise<number[]> {
  const rows = await db
    .select({ jobId: invoiceItemJobs.jobId })
    .from(invoiceItemJobs)
    .where(eq(invoiceItemJobs.invoiceId, invoiceId));
  return rows.map((row) => row.jobId);
}

/** The credit note written, before notes had lines of their own, as the exact reverse of the invoice's posting. */
export async function reversingCreditNoteOf(db: Executor, invoiceId: number) {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.invoiceId, invoiceId), eq(creditNotes.reversesInvoice, true)));
  return row;
}
