import type { Executor } from '../../db/client';
import { invoiceItemJobs, invoiceItems, invoices } from '../../db/schema';

export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceItem = Omit<typeof invoiceItems.$inferInsert, 'invoiceId' | 'position'> & {
  jobs: { jobId: number; amountFils: number }[];
};

/** Answers undefined when the number is taken (the unique number decides, also under races). */
export async function insertInvoice(db: Executor, values: NewInvoice) {
  const [row] = await db.insert(invoices).values(values).onConflictDoNothing({ target: invoices.number }).returning();
  return row;
}

export async function insertItems(db: Executor, invoiceId: number, items: readonly NewInvoiceItem[]) {
  if (items.length === 0) return;
  const rows = await db
    .insert(invoiceItems)
    .values(items.map(({ jobs: _jobs, ...item }, position) => ({ ...item, invoiceId, position })))
    .returning({ id: invoiceItems.id, position: invoiceItems.position });
  const links = rows.flatMap((row) =>
    items[row.position]!.jobs.map((job) => ({
      itemId: row.id,
      invoiceId,
      jobId: job.jobId,
      amountFils: job.amountFils,
    })),
  );
  if (links.length > 0) await db.insert(invoiceItemJobs).values(links);
}

export async function insertItem(
  db: Executor,
  invoiceId: number,
  item: Omit<typeof invoiceItems.$inferInsert, 'invoiceId'>,
) {
  const [row] = await db
    .insert(invoiceItems)
    .values({ ...item, invoiceId })
    .returning({ id: invoiceItems.id });
  return row!.id;
}
