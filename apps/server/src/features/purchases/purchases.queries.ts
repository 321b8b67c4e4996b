import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, customers, jobs, purchaseItemJobs, purchaseItems, purchases, trucks } from '../../db/schema';
import { documentRowQueries } from '../../kernel/document-row.queries';

export type NewPurchase = typeof purchases.$inferInsert;
export type NewPurchaseItem = Omit<typeof purchaseItems.$inferInsert, 'purchaseId'>;

/** The voucher's row: created, locked for the rest of the transaction, updated with its version moved on. */
export const { insert: insertPurchase, lock: lockPurchase, update: updatePurchase } = documentRowQueries(purchases);

export async function insertItem(db: Executor, purchaseId: number, item: NewPurchaseItem, jobIds: readonly number[]) {
  const [row] = await db
    .insert(purchaseItems)
    .values({ ...item, purchaseId })
    .returning({ id: purchaseItems.id });
  if (jobIds.length > 0) await db.insert(purchaseItemJobs).values(jobIds.map((jobId) => ({ itemId: row!.id, jobId })));
}

export async function replaceItem(db: Executor, id: number, item: NewPurchaseItem, jobIds: readonly number[]) {
  await db.update(purchaseItems).set(item).where(eq(purchaseItems.id, id));
  await db.delete(purchaseItemJobs).where(eq(purchaseItemJobs.itemId, id));
  if (jobIds.length > 0) await db.insert(purchaseItemJobs).values(jobIds.map((jobId) => ({ itemId: id, jobId })));
}

export async function deleteItems(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db.delete(purchaseItemJobs).where(inArray(purchaseItemJobs.itemId, [...ids]));
  await db.delete(purchaseItems).where(inArray(purchaseItems.id, [...ids]));
}

export async function jobsByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: jobs.id })
    .from(jobs)
    .where(inArray(jobs.id, [...ids]));
}

export async function jobsByNumbers(db: Executor, numbers: readonly string[]) {
  if (numbers.length === 0) return [];
  return db
    .select({ id: jobs.id, jobNumber: jobs.jobNumber })
    .from(jobs)
    .where(inArray(jobs.jobNumber, [...numbers]));
}

export async function purchaseHeader(db: Executor, id: number) {
  const [row] = await db
    .select({ purchase: purchases, supplierName: customers.name })
    .from(purchases)
    .innerJoin(customers, eq(customers.id, purchases.supplierId))
    .where(eq(purchases.id, id));
  return row;
}

export async function purchaseItemRows(db: Executor, purchaseId: number) {
  return db
    .select({ item: purchaseItems, accountName: accounts.name, accountSide: accounts.drCr, truckNumber: trucks.number })
    .from(purchaseItems)
    .innerJoin(accounts, eq(accounts.id, purchaseItems.accountId))
    .leftJoin(trucks, eq(trucks.id, purchaseItems.truckId))
    .where(eq(purchaseItems.purchaseId, purchaseId))
    .orderBy(asc(purchaseItems.position));
}

export async function itemJobs(db: Executor, purchaseId: number) {
  return db
    .select({
      itemId: purchaseItemJobs.itemId,
      id: jobs.id,
      job_number: jobs.jobNumber,
      date: jobs.date,
      container: sql<string | null>`coalesce(${jobs.container}, ${jobs.reference})`,
    })
    .from(purchaseItemJobs)
    .innerJoin(purchaseItems, eq(purchaseItems.id, purchaseItemJobs.itemId))
    .innerJoin(jobs, eq(jobs.id, purchaseItemJobs.jobId))
    .where(eq(purchaseItems.purchaseId, purchaseId))
    .orderBy(asc(jobs.date), asc(jobs.id));
}
