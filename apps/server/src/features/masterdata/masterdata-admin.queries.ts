import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { accounts, charges, customers, drivers, ledgerLines, trucks, users } from '../../db/schema';
import type { AccountType } from '@fleetledger/shared/masterdata/masterdata.contract';
import { CUSTOMER_DETAILS } from './masterdata.queries';

/** Which records a list reads: a search of the list page, or one record as the list shows it. */
export type ListFilter = { search: string | null; includeInactive: boolean } | { id: number };

function listFilter(table: { id: PgColumn; active: PgColumn }, nameColumn: PgColumn, filter: ListFilter) {
  if ('id' in filter) return eq(table.id, filter.id);
  const conditions: SQL[] = [];
  if (!filter.includeInactive) conditions.push(eq(table.active, true));
  if (filter.search !== null) {
    conditions.push(sql`${nameColumn} ilike ${`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  }
  return conditions.length === 0 ? undefined : and(...conditions);
}

/** The records the list page asks for, in the list's order: by name unless `order` says otherwise. */
function listed<Query extends PgSelect>(
  query: Query,
  table: { id: PgColumn; active: PgColumn },
  nameColumn: PgColumn,
  filter: ListFilter,
  order: PgColumn = nameColumn,
) {
  return query.where(listFilter(table, nameColumn, filter)).orderBy(asc(order));
}

export async function listCustomers(db: Executor, filter: ListFilter) {
  const query = db
    .select({
      id: customers.id,
      ...CUSTOMER_DETAILS,
      email: customers.email,
      mobile: customers.mobile,
      overdue_reminders: customers.overdueReminders,
      active: customers.active,
      version: customers.version,
    })
    .from(customers)
    .$dynamic();
  return listed(query, customers, customers.name, filter);
}

export async function listTrucks(db: Executor, filter: ListFilter) {
  const query = db
    .select({ id: trucks.id, number: trucks.number, active: trucks.active, version: trucks.version })
    .from(trucks)
    .$dynamic();
  return listed(query, trucks, trucks.number, filter);
}

export async function listDrivers(db: Executor, filter: ListFilter) {
  const query = db
    .select({
      id: drivers.id,
      name: drivers.name,
      truck_id: drivers.truckId,
      truck_number: trucks.number,
      user_id: drivers.userId,
      user_email: users.email,
      active: drivers.active,
      version: drivers.version,
    })
    .from(drivers)
    .leftJoin(trucks, eq(trucks.id, drivers.truckId))
    .leftJoin(users, eq(users.id, drivers.userId))
    .$dynamic();
  return listed(query, drivers, drivers.name, filter);
}

export async function listCharges(db: Executor, filter: ListFilter) {
  const query = db
    .select({
      id: charges.id,
      name: charges.name,
      account_id: charges.accountId,
      account_name: accounts.name,
      active: charges.active,
      version: charges.version,
    })
    .from(charges)
    .innerJoin(accounts, eq(accounts.id, charges.accountId))
    .$dynamic();
  return listed(query, charges, charges.name, filter);
}

export async function listAccounts(db: Executor, filter: ListFilter) {
  const query = db
    .select({
      id: accounts.id,
      code: accounts.code,
      name: accounts.name,
      description: accounts.description,
      type: sql<AccountType>`${accounts.type}`,
      dr_cr: sql<'dr' | 'cr'>`${accounts.drCr}`,
      fixed: accounts.fixed,
      active: accounts.active,
      version: accounts.version,
    })
    .from(accounts)
    .$dynamic();
  return listed(query, accounts, accounts.name, filter, accounts.code);
}

const TABLES = { customers, trucks, drivers, charges, accounts } as const;
export type MasterTable = keyof typeof TABLES;

export async function findRecord(db: Executor, table: MasterTable, id: number) {
  const target = TABLES[table];
  const rows = await db.select().from(target).where(eq(target.id, id)).limit(1);
  return rows[0] as Record<string, unknown> | undefined;
}

/** The record, row-locked until the saving transaction ends. */
export async function findRecordForUpdate(db: Executor, table: MasterTable, id: number) {
  const target = TABLES[table];
  const rows = await db.select().from(target).where(eq(target.id, id)).for('update');
  return rows[0] as (Record<string, unknown> & { version: number }) | undefined;
}

/** Another record of the table holding the same unique name (trimmed, any case). */
export async function findClash(db: Executor, table: MasterTable, name: string, exceptId: number | null) {
  const target = TABLES[table];
  const column = table === 'trucks' ? trucks.number : (target as typeof customers).name;
  const rows = await db
    .select({ id: target.id })
    .from(target)
    .where(
      and(
        sql`lower(btrim(${column})) = lower(btrim(${name}))`,
        exceptId === null ? undefined : sql`${target.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows[0];
}

export async function insertRecord(db: Executor, table: MasterTable, values: Record<string, unknown>) {
  const target = TABLES[table];
  const [row] = await db
    .insert(target)
    .values(values as never)
    .returning();
  return row as Record<string, unknown> & { id: number };
}

/** Updates only when the version still matches; answers undefined when someone else got there first. */
export async function updateRecordAtVersion(
  db: Executor,
  table: MasterTable,
  id: number,
  version: number,
  values: Record<string, unknown>,
) {
  const target = TABLES[table];
  const [row] = await db
    .update(target)
    .set({ ...values, version: sql`${target.version} + 1`, updatedAt: new Date() })
    .where(and(eq(target.id, id), eq(target.version, version)))
    .returning();
  return row as (Record<string, unknown> & { id: number }) | undefined;
}

export async function userExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return rows.length > 0;
}

export async function driverOfUser(db: Executor, userId: number, exceptDriverId: number | null) {
  const rows = await db
    .select({ id: drivers.id, name: drivers.name })
    .from(drivers)
    .where(
      and(eq(drivers.userId, userId), exceptDriverId === null ? undefined : sql`${drivers.id} <> ${exceptDriverId}`),
    )
    .limit(1);
  return rows[0];
}

/** Another account with the same code (any case). */
export async function accountWithCode(db: Executor, code: string, exceptId: number | null) {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        sql`lower(${accounts.code}) = lower(${code})`,
        exceptId === null ? undefined : sql`${accounts.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Saves of the chart wait for each other until their transaction ends, so of two saves giving the same
 * new code one sees the other's account and is refused, not turned into a unique-index failure.
 */
export async function lockChart(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('chart-of-accounts', 0))`);
}

/** How many ledger lines name the account, and their debits less credits in fils. */
export async function accountPostings(db: Executor, accountId: number) {
  const [row] = await db
    .select({
      postings: sql<number>`count(*)::int`,
      debitLessCreditFils: sql<string>`coalesce(sum(${ledgerLines.debitFils} - ${ledgerLines.creditFils}), 0)`,
    })
    .from(ledgerLines)
    .where(eq(ledgerLines.accountId, accountId));
  return { postings: row!.postings, debitLessCreditFils: Number(row!.debitLessCreditFils) };
}
