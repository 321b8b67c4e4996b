import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lockInIdOrder } from '../../db/lock-in-id-order';
import { accounts, customers, invoices, receiptItems, receiptRequestKeys, receipts } from '../../db/schema';

export type NewReceipt = typeof receipts.$inferInsert;
export type NewReceiptItem = Omit<typeof receiptItems.$inferInsert, 'receiptId' | 'id'>;

export async function insertReceipt(db: Executor, values: NewReceipt) {
  const [row] = await db.insert(receipts).values(values).returning({ id: receipts.id });
  return row!.id;
}

export async function lockReceipt(db: Executor, id: number) {
  const [row] = await db.select().from(receipts).where(eq(receipts.id, id)).for('update');
  return row;
}

export async function updateReceipt(db: Executor, id: number, values: Partial<NewReceipt>) {
  await db
    .update(receipts)
    .set({ ...values, version: sql`${receipts.version} + 1`, updatedAt: new Date() })
    .where(eq(receipts.id, id));
}

/**
 * Writes a receipt's items: those sent back with their id are updated in place (an untouched save
 * changes no column), new ones inserted, the ones left out deleted.
 */
export async function saveItems(
  db: Executor,
  receiptId: number,
  items: readonly (NewReceiptItem & { id: number | null })[],
) {
  const kept = items.flatMap((item) => (item.id === null ? [] : [item.id]));
  await db
    .delete(receiptItems)
    .where(
      and(eq(receiptItems.receiptId, receiptId), kept.length === 0 ? undefined : notInArray(receiptItems.id, kept)),
    );
  for (const { id, ...item } of items) {
    if (id === null) await db.insert(receiptItems).values({ ...item, receiptId });
    else
      await db
        .update(receiptItems)
        .set(item)
        .where(and(eq(receiptItems.id, id), eq(receiptItems.receiptId, receiptId)));
  }
}

/** The ids of a receipt's stored items. */
export async function itemIds(db: Executor, receiptId: number) {
  const rows = await db.select({ id: receiptItems.id }).from(receiptItems).where(eq(receiptItems.receiptId, receiptId));
  return new Set(rows.map((row) => row.id));
}

export async function receiptHeader(db: Executor, id: number) {
  const [row] = await db
    .select({ receipt: receipts, customerName: customers.name, accountName: accounts.name })
    .from(receipts)
    .innerJoin(customers, eq(customers.id, receipts.customerId))
    .innerJoin(accounts, eq(accounts.id, receipts.accountId))
    .where(eq(receipts.id, id));
  return row;
}

export async function receiptItemRows(db: Executor, receiptId: number) {
  return db
    .select({
      item: receiptItems,
      name: sql<string>`coalesce(${customers.name}, ${accounts.name}, '')`,
      invoiceNumber: invoices.number,
    })
    .from(receiptItems)
    .leftJoin(customers, eq(customers.id, receiptItems.customerId))
    .leftJoin(accounts, eq(accounts.id, receiptItems.accountId))
    .leftJoin(invoices, eq(invoices.id, receiptItems.invoiceId))
    .where(eq(receiptItems.receiptId, receiptId))
    .orderBy(asc(receiptItems.position));
}

/**
 * Posted invoices of a customer with what is still to pay: the total less the allocations of every
 * receipt that is not cancelled (a receipt being edited leaves its own out). With `lockIds`, those
 * invoices' rows are locked first, in id order, so two receipts allocating one invoice queue and the
 * second sees what the first took.
 */
export async function pendingInvoices(
  db: Executor,
  filter: { customerId: number; exceptReceiptId?: number; lockIds?: readonly number[] },
) {
  await lockInIdOrder(db, invoices, filter.lockIds ?? []);
  const result = await db.execute<{
    id: number;
    number: number;
    date: string;
    total_fils: number;
    pending_fils: number;
  }>(sql`
    select i.id, i.number, i.date::text as date, i.total_fils,
      i.total_fils - coalesce((
        select sum(ri.amount_fils) from ${receiptItems} ri join ${receipts} r on r.id = ri.receipt_id
        where ri.invoice_id = i.id and r.status <> 'Cancelled' and r.id <> ${filter.exceptReceiptId ?? 0}
      ), 0) as pending_fils
    from ${invoices} i
    where i.customer_id = ${filter.customerId} and i.status = 'Posted'
    order by i.date, i.number`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    number: Number(row.number),
    date: row.date,
    totalFils: Number(row.total_fils),
    pendingFils: Number(row.pending_fils),
  }));
}

/** The receipts that pay an invoice (not cancelled), for Invoice Details. */
export async function receiptsOfInvoice(db: Executor, invoiceId: number) {
  return db
    .select({
      number: receipts.number,
      date: receipts.date,
      status: receipts.status,
      amountFils: sql<number>`sum(${receiptItems.amountFils})`.mapWith(Number),
    })
    .from(receiptItems)
    .innerJoin(receipts, eq(receipts.id, receiptItems.receiptId))
    .where(sql`${receiptItems.invoiceId} = ${invoiceId} and ${receipts.status} <> 'Cancelled'`)
    .groupBy(receipts.id)
    .orderBy(asc(receipts.number));
}

/** Where a receipt creation's Idempotency-Keys are kept. */
export const receiptKeys = { table: receiptRequestKeys, documentId: receiptRequestKeys.receiptId };

export async function receiptNumberOf(db: Executor, id: number) {
  const [row] = await db.select({ number: receipts.number }).from(receipts).where(eq(receipts.id, id));
  return row?.number;
}
