import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { charges, customers, drivers, trucks } from '../src/db/schema';
import type { SignedInApp } from './signed-in-app';

export interface MasterData {
  customers: { acme: number; bahrainMarine: number; inactive: number };
  trucks: { t1: number; t2: number; inactive: number };
  drivers: { ali: number; ravi: number; inactive: number };
  charges: { diesel: number; tyres: number };
}

/** A small fixed set of master data with one inactive record of each kind. */
export async function seedMasterData(db: Db): Promise<MasterData> {
  const [acme, bahrainMarine, inactiveCustomer] = await db
    .insert(customers)
    .values([{ name: 'Acme Trading' }, { name: 'Bahrain Marine' }, { name: 'Old Customer', active: false }])
    .returning({ id: customers.id });
  const [t1, t2, inactiveTruck] = await db
    .insert(trucks)
    .values([{ number: 'TR-100' }, { number: 'TR-200' }, { number: 'TR-OLD', active: false }])
    .returning({ id: trucks.id });
  const [ali, ravi, inactiveDriver] = await db
    .insert(drivers)
    .values([
      { name: 'Ali Hassan', truckId: t1!.id },
      { name: 'Ravi Menon', truckId: t2!.id },
      { name: 'Former Driver', truckId: null, active: false },
    ])
    .returning({ id: drivers.id });
  const [diesel, tyres] = await db
    .insert(charges)
    .values([
      { name: 'Diesel', accountId: 29 },
      { name: 'Tyres', accountId: 30 },
    ])
    .returning({ id: charges.id });
  return {
    customers: { acme: acme!.id, bahrainMarine: bahrainMarine!.id, inactive: inactiveCustomer!.id },
    trucks: { t1: t1!.id, t2: t2!.id, inactive: inactiveTruck!.id },
    drivers: { ali: ali!.id, ravi: ravi!.id, inactive: inactiveDriver!.id },
    charges: { diesel: diesel!.id, tyres: tyres!.id },
  };
}

/** A customer added through the master data call (customer_insert.php) as the page adds one; answers its id. */
export async function addCustomer(call: SignedInApp['call'], fields: Record<string, unknown>): Promise<number> {
  const made = await call('POST', 'customer_insert.php', fields);
  expect(made.statusCode, made.body).toBe(200);
  return made.json().customerId as number;
}

/** An account of the chart as account_save takes it back: what a save sends, and the version it saves at. */
export interface SavedAccount {
  id: number;
  code: string;
  name: string;
  type: string;
  dr_cr: string;
  active: boolean;
  version: number;
}

/** The account `id` as stored now. */
export async function savedAccount(db: Db, id: number): Promise<SavedAccount> {
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`select id, code, name, type, dr_cr, active, version from accounts where id = ${id}`,
  );
  return rows[0] as unknown as SavedAccount;
}
