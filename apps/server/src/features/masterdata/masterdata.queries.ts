import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { CONTROL_ACCOUNT_IDS } from '@fleetledger/shared/ledger/ledger-accounts';
import type { Executor } from '../../db/client';
import { accounts, charges, customers, drivers, trucks } from '../../db/schema';

/** The active records of a table named by their name, as a screen offers them: by name. */
async function activeByName(db: Executor, table: typeof customers | typeof charges) {
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.active, true))
    .orderBy(asc(table.name));
}

export const activeCustomerOptions = (db: Executor) => activeByName(db, customers);

export async function activeTruckOptions(db: Executor) {
  return db
    .select({ id: trucks.id, number: trucks.number })
    .from(trucks)
    .where(eq(trucks.active, true))
    .orderBy(asc(trucks.number));
}

export async function activeDriverOptions(db: Executor) {
  return db
    .select({ id: drivers.id, name: drivers.name, truck_id: drivers.truckId, truck_number: trucks.number })
    .from(drivers)
    .leftJoin(trucks, eq(trucks.id, drivers.truckId))
    .where(eq(drivers.active, true))
    .orderBy(asc(drivers.name));
}

export const activeChargeOptions = (db: Executor) => activeByName(db, charges);

export async function findCustomerByName(db: Executor, name: string) {
  const rows = await db
    .select({ id: customers.id, name: customers.name, active: customers.active })
    .from(customers)
    .where(sql`lower(btrim(${customers.name})) = lower(btrim(${name}))`)
    .limit(1);
  return rows[0];
}

export async function insertCustomer(db: Executor, values: typeof customers.$inferInsert) {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

/** Which of the given ids exist and are active, per table. */
export async function activeIdsIn(
  db: Executor,
  table: 'customers' | 'drivers' | 'trucks' | 'charges' | 'accounts',
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const target = { customers, drivers, trucks, charges, accounts }[table];
  const rows = await db
    .select({ id: target.id })
    .from(target)
    .where(and(inArray(target.id, [...ids]), eq(target.active, true)));
  return new Set(rows.map((row) => row.id));
}

/** The accounts a charge may post to: active, and never a control account. */
export async function accountOptions(db: Executor) {
  return db
    .select({ id: accounts.id, name: accounts.name, description: accounts.description, dr_cr: accounts.drCr })
    .from(accounts)
    .where(and(eq(accounts.active, true), notInArray(accounts.id, [...CONTROL_ACCOUNT_IDS])))
    .orderBy(asc(accounts.id));
}

/** The accounts of the given ids, active or not, as a posting line names them, with their natural side. */
export async function accountsIn(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: accounts.id, name: accounts.name, active: accounts.active, dr_cr: accounts.drCr })
    .from(accounts)
    .where(inArray(accounts.id, [...ids]));
}

/** A customer's names, address, VAT number and terms: what their record and printed documents show. */
export const CUSTOMER_DETAILS = {
  name: customers.name,
  cr_name: customers.crName,
  flat: customers.flat,
  building: customers.building,
  road: customers.road,
  block: customers.block,
  city: customers.city,
  vat_number: customers.vatNumber,
  payment_terms_days: customers.paymentTermsDays,
};

/** A customer as printed documents name them. */
export async function customerForPrint(db: Executor, id: number) {
  const [row] = await db.select(CUSTOMER_DETAILS).from(customers).where(eq(customers.id, id));
  return row;
}

export async function accountOfCharge(db: Executor, chargeId: number) {
  const rows = await db
    .select({ chargeName: charges.name, id: accounts.id, name: accounts.name, active: accounts.active })
    .from(charges)
    .innerJoin(accounts, eq(accounts.id, charges.accountId))
    .where(eq(charges.id, chargeId))
    .limit(1);
  return rows[0];
}
