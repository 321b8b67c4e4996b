import { and, asc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { lockInIdOrder } from '../db/lock-in-id-order';
import {
  accounts,
  customers,
  type invoices,
  type paymentItems,
  type payments,
  type purchases,
  type receiptItems,
  type receipts,
} from '../db/schema';
import type { RequestKeyTable } from './request-keys.queries';

/** The documents a money voucher pays: a customer's invoices (receipts), a supplier's purchases (payments). */
export interface PaidDocuments {
  table: typeof invoices | typeof purchases;
  partyId: typeof invoices.customerId | typeof purchases.supplierId;
  /** What one of them owes its party in all, the document's id given as SQL. */
  owedFils: (documentId: SQL) => SQL;
}

/** A money voucher kind's tables: its rows and their party, its items and what each pays, its request keys. */
export interface MoneyVoucherTables {
  vouchers: typeof receipts | typeof payments;
  partyId: typeof receipts.customerId | typeof payments.supplierId;
  items: typeof receiptItems | typeof paymentItems;
  itemVoucherId: typeof receiptItems.receiptId | typeof paymentItems.paymentId;
  itemPaidId: typeof receiptItems.invoiceId | typeof paymentItems.purchaseId;
  keys: RequestKeyTable;
  paid: PaidDocuments;
}

// Drizzle cannot follow a builder over a union of tables: the two kinds' tables have these columns alike.
const itemsTable = ({ items }: MoneyVoucherTables) =>
  items as unknown as PgTable & Pick<typeof receiptItems, 'id' | 'position' | 'amountFils'>;
const vouchersTable = ({ vouchers }: MoneyVoucherTables) =>
  vouchers as unknown as PgTable & Pick<typeof receipts, 'id' | 'number' | 'date' | 'status' | 'accountId'>;

/**
 * Writes a voucher's items: those sent back with their id are updated in place (an untouched save
 * changes no column), new ones inserted, the ones left out deleted.
 */
export async function saveItems(
  db: Executor,
  tables: MoneyVoucherTables,
  voucherId: number,
  items: readonly (Record<string, unknown> & { id: number | null })[],
) {
  const table = itemsTable(tables);
  const ofVoucher = eq(tables.itemVoucherId, voucherId);
  const kept = items.flatMap((item) => (item.id === null ? [] : [item.id]));
  await db.delete(table).where(and(ofVoucher, kept.length === 0 ? undefined : notInArray(table.id, kept)));
  const voucherKey = voucherKeyOf(tables);
  for (const { id, ...item } of items) {
    if (id === null) await db.insert(table).values({ ...item, [voucherKey]: voucherId } as never);
    else
      await db
        .update(table)
        .set(item)
        .where(and(eq(table.id, id), ofVoucher));
  }
}

/** The property naming an item's voucher (receiptId, paymentId), as the table declares it. */
function voucherKeyOf({ items, itemVoucherId }: MoneyVoucherTables): string {
  return Object.entries(items).find(([, column]) => column === itemVoucherId)![0];
}

/** The ids of a voucher's stored items. */
export async function itemIds(db: Executor, tables: MoneyVoucherTables, voucherId: number) {
  const table = itemsTable(tables);
  const rows = await db.select({ id: table.id }).from(table).where(eq(tables.itemVoucherId, voucherId));
  return new Set(rows.map((row) => row.id));
}

/** The voucher's row with its party's name and its account's. */
export async function voucherHeader<T extends MoneyVoucherTables['vouchers']>(
  db: Executor,
  tables: MoneyVoucherTables & { vouchers: T },
  id: number,
) {
  const table = vouchersTable(tables);
  const [row] = await db
    .select({ voucher: table, partyName: customers.name, accountName: accounts.name })
    .from(table)
    .innerJoin(customers, eq(customers.id, tables.partyId))
    .innerJoin(accounts, eq(accounts.id, table.accountId))
    .where(eq(table.id, id));
  return row as { voucher: T['$inferSelect']; partyName: string; accountName: string } | undefined;
}

/** What the vouchers that are not cancelled allocate to a document, but for the voucher being edited. */
const allocatedFils = (tables: MoneyVoucherTables, documentId: SQL, exceptVoucherId: number) => {
  const { items, vouchers } = tables;
  return sql`coalesce((
  select sum(${itemsTable(tables).amountFils}) from ${items} join ${vouchers} on ${vouchersTable(tables).id} = ${tables.itemVoucherId}
  where ${tables.itemPaidId} = ${documentId} and ${vouchers.status} <> 'Cancelled' and ${vouchers.id} <> ${exceptVoucherId}), 0)`;
};

/**
 * Posted documents of a party with what is still pending on each: what it owes less the allocations
 * of every voucher that is not cancelled (a voucher being edited leaves its own out). With `lockIds`,
 * those documents' rows are locked first, in id order, as their status moves lock them: two vouchers
 * allocating one document queue and the second sees what the first took, and the document cannot
 * leave Posted meanwhile.
 */
export async function pendingDocuments(
  db: Executor,
  tables: MoneyVoucherTables,
  filter: {
    partyId: number;
    exceptVoucherId?: number;
    lockIds?: readonly number[];
    /** Only these documents: what a voucher allocates to, not the party's whole history. */
    onlyIds?: readonly number[];
  },
) {
  const { table, partyId, owedFils } = tables.paid;
  await lockInIdOrder(db, table, filter.lockIds ?? []);
  if (filter.onlyIds?.length === 0) return [];
  const only =
    filter.onlyIds === undefined
      ? sql``
      : sql` and ${table.id} in (${sql.join(
          filter.onlyIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const result = await db.execute<{
    id: number;
    number: number;
    date: string;
    reference: string | null;
    owed_fils: number;
    paid_fils: number;
  }>(
    sql`
    select ${table.id} as id, ${table.number} as number, ${table.date}::text as date, ${table.reference} as reference,
      ${owedFils(sql`${table.id}`)} as owed_fils,
      ${allocatedFils(tables, sql`${table.id}`, filter.exceptVoucherId ?? 0)} as paid_fils
    from ${table}
    where ${partyId} = ${filter.partyId} and ${table.status} = 'Posted'${only}
    order by ${table.date}, ${table.number}`,
  );
  return result.rows.map((row) => ({
    id: Number(row.id),
    number: Number(row.number),
    date: row.date,
    reference: row.reference,
    owedFils: Number(row.owed_fils),
    pendingFils: Number(row.owed_fils) - Number(row.paid_fils),
  }));
}

/**
 * What is still open on a document, given as its id and status in SQL: what it owes less what the
 * vouchers that are not cancelled allocate to it, and nothing on a cancelled one (its credit note or
 * cancellation settled it). The one rule behind every "Pending" and "Open" figure.
 */
export const openFils = (tables: MoneyVoucherTables, documentId: SQL, status: SQL) =>
  sql`(case when ${status} = 'Cancelled' then 0 else ${tables.paid.owedFils(documentId)} - ${allocatedFils(tables, documentId, 0)} end)`;

/**
 * When a paid document falls due, in SQL over its row joined to its party (`customers`): the due
 * date it carries (an opening item's), else its date plus the party's payment terms in days.
 */
export const dueDate = (table: PaidDocuments['table']) =>
  sql<string>`coalesce(${table.dueDate}, ${table.date} + ${customers.paymentTermsDays})::text`;

/**
 * What a document still owes before its status is considered: what it owes less what the vouchers that
 * are not cancelled pay on it (openFils without its rule for a cancelled document). A credit note issued
 * by the very move that cancels an invoice takes this much off it.
 */
export async function documentUnpaidFils(
  db: Executor,
  tables: MoneyVoucherTables,
  documentId: number,
): Promise<number> {
  const result = await db.execute<{ unpaid_fils: number }>(
    sql`select ${tables.paid.owedFils(sql`${documentId}`)} - ${allocatedFils(tables, sql`${documentId}`, 0)} as unpaid_fils`,
  );
  return Number(result.rows[0]?.unpaid_fils ?? 0);
}

/** What is still open on one document (openFils). */
export async function documentOpenFils(db: Executor, tables: MoneyVoucherTables, documentId: number): Promise<number> {
  const { table } = tables.paid;
  const result = await db.execute<{ open_fils: number }>(
    sql`select ${openFils(tables, sql`${table.id}`, sql`${table.status}`)} as open_fils from ${table} where ${table.id} = ${documentId}`,
  );
  return Number(result.rows[0]?.open_fils ?? 0);
}

/** The vouchers that pay a document (not cancelled), each with what it pays on it. */
export async function vouchersPaying(db: Executor, tables: MoneyVoucherTables, documentId: number) {
  const vouchers = vouchersTable(tables);
  return db
    .select({
      number: vouchers.number,
      date: vouchers.date,
      status: vouchers.status,
      amountFils: sql<number>`sum(${itemsTable(tables).amountFils})`.mapWith(Number),
    })
    .from(itemsTable(tables))
    .innerJoin(vouchers, eq(vouchers.id, tables.itemVoucherId))
    .where(sql`${tables.itemPaidId} = ${documentId} and ${vouchers.status} <> 'Cancelled'`)
    .groupBy(vouchers.id)
    .orderBy(asc(vouchers.number));
}
