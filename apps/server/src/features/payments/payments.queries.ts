import { and, asc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lockInIdOrder } from '../../db/lock-in-id-order';
import {
  accounts,
  customers,
  paymentItems,
  paymentRequestKeys,
  payments,
  purchaseItems,
  purchases,
} from '../../db/schema';

export type NewPayment = typeof payments.$inferInsert;
export type NewPaymentItem = Omit<typeof paymentItems.$inferInsert, 'paymentId' | 'id'>;

export async function insertPayment(db: Executor, values: NewPayment) {
  const [row] = await db.insert(payments).values(values).returning({ id: payments.id });
  return row!.id;
}

export async function lockPayment(db: Executor, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function updatePayment(db: Executor, id: number, values: Partial<NewPayment>) {
  await db
    .update(payments)
    .set({ ...values, version: sql`${payments.version} + 1`, updatedAt: new Date() })
    .where(eq(payments.id, id));
}

/**
 * Writes a payment's items: those sent back with their id are updated in place (an untouched save
 * changes no column), new ones inserted, the ones left out deleted.
 */
export async function saveItems(
  db: Executor,
  paymentId: number,
  items: readonly (NewPaymentItem & { id: number | null })[],
) {
  const kept = items.flatMap((item) => (item.id === null ? [] : [item.id]));
  await db
    .delete(paymentItems)
    .where(
      and(eq(paymentItems.paymentId, paymentId), kept.length === 0 ? undefined : notInArray(paymentItems.id, kept)),
    );
  for (const { id, ...item } of items) {
    if (id === null) await db.insert(paymentItems).values({ ...item, paymentId });
    else
      await db
        .update(paymentItems)
        .set(item)
        .where(and(eq(paymentItems.id, id), eq(paymentItems.paymentId, paymentId)));
  }
}

export async function itemIds(db: Executor, paymentId: number) {
  const rows = await db.select({ id: paymentItems.id }).from(paymentItems).where(eq(paymentItems.paymentId, paymentId));
  return new Set(rows.map((row) => row.id));
}

export async function paymentHeader(db: Executor, id: number) {
  const [row] = await db
    .select({ payment: payments, supplierName: customers.name, accountName: accounts.name })
    .from(payments)
    .innerJoin(customers, eq(customers.id, payments.supplierId))
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .where(eq(payments.id, id));
  return row;
}

export async function paymentItemRows(db: Executor, paymentId: number) {
  return db
    .select({ item: paymentItems, purchaseNumber: purchases.number })
    .from(paymentItems)
    .leftJoin(purchases, eq(purchases.id, paymentItems.purchaseId))
    .where(eq(paymentItems.paymentId, paymentId))
    .orderBy(asc(paymentItems.position));
}

/**
 * What a purchase owes its supplier: what its posting credits to Accounts Payable, each item's
 * vatable amount and VAT on its DR/CR side (posting-rules' purchasePostingLines).
 */
const owedFils = (purchaseId: SQL) => sql`coalesce((
  select sum(case when pi.cr_dr = 'cr' then -1 else 1 end * (pi.vatable_fils + pi.vat_fils))
  from ${purchaseItems} pi where pi.purchase_id = ${purchaseId}), 0)`;

/** What the payments that are not cancelled allocate to a purchase, but for the payment being edited. */
const paidFils = (purchaseId: SQL, exceptPaymentId: number) => sql`coalesce((
  select sum(yi.amount_fils) from ${paymentItems} yi join ${payments} y on y.id = yi.payment_id
  where yi.purchase_id = ${purchaseId} and y.status <> 'Cancelled' and y.id <> ${exceptPaymentId}), 0)`;

/**
 * Posted purchases of a supplier with what is still owed on each: what it owes less the allocations
 * of every payment that is not cancelled (a payment being edited leaves its own out). With `lockIds`,
 * those purchases' rows are locked first, in id order, as their status moves lock them: two payments
 * allocating one purchase queue and the second sees what the first took, and the purchase cannot leave
 * Posted meanwhile.
 */
export async function pendingPurchases(
  db: Executor,
  filter: { supplierId: number; exceptPaymentId?: number; lockIds?: readonly number[] },
) {
  await lockInIdOrder(db, purchases, filter.lockIds ?? []);
  const result = await db.execute<{ id: number; number: number; date: string; owed_fils: number; paid_fils: number }>(
    sql`
    select p.id, p.number, p.date::text as date, ${owedFils(sql`p.id`)} as owed_fils,
      ${paidFils(sql`p.id`, filter.exceptPaymentId ?? 0)} as paid_fils
    from ${purchases} p
    where p.supplier_id = ${filter.supplierId} and p.status = 'Posted'
    order by p.date, p.number`,
  );
  return result.rows.map((row) => ({
    id: Number(row.id),
    number: Number(row.number),
    date: row.date,
    owedFils: Number(row.owed_fils),
    pendingFils: Number(row.owed_fils) - Number(row.paid_fils),
  }));
}

/** What one purchase owes its supplier, whatever its status. */
export async function purchaseOwedFils(db: Executor, purchaseId: number): Promise<number> {
  const result = await db.execute<{ owed_fils: number }>(sql`select ${owedFils(sql`${purchaseId}`)} as owed_fils`);
  return Number(result.rows[0]!.owed_fils);
}

/** The payments that pay a purchase (not cancelled), each with what it pays on it. */
export async function paymentsOfPurchase(db: Executor, purchaseId: number) {
  return db
    .select({
      number: payments.number,
      date: payments.date,
      status: payments.status,
      amountFils: sql<number>`sum(${paymentItems.amountFils})`.mapWith(Number),
    })
    .from(paymentItems)
    .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
    .where(sql`${paymentItems.purchaseId} = ${purchaseId} and ${payments.status} <> 'Cancelled'`)
    .groupBy(payments.id)
    .orderBy(asc(payments.number));
}

/** Where a payment creation's Idempotency-Keys are kept. */
export const paymentKeys = { table: paymentRequestKeys, documentId: paymentRequestKeys.paymentId };

export async function paymentNumberOf(db: Executor, id: number) {
  const [row] = await db.select({ number: payments.number }).from(payments).where(eq(payments.id, id));
  return row?.number;
}
