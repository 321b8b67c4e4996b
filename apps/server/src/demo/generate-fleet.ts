import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { charges, customers, drivers, trucks } from '../db/schema';
import { DEMO_CHARGES } from './demo-data';
import { SeededRandom } from './seeded-random';

const FIRST_NAMES = [
  'Abdul',
  'Ahmed',
  'Ali',
  'Arun',
  'Bilal',
  'Faisal',
  'Hassan',
  'Imran',
  'Jaber',
  'Khalid',
  'Mahesh',
  'Omar',
  'Rajesh',
  'Salman',
  'Suresh',
  'Tariq',
  'Vijay',
  'Yousef',
];
const LAST_NAMES = [
  'Rahman',
  'Nair',
  'Siddiqui',
  'Mirza',
  'Pillai',
  'Kumar',
  'Haddad',
  'Al Sayed',
  'Menon',
  'Qureshi',
  'Fernandes',
  'Das',
];
const CUSTOMER_WORDS = [
  'Gulf',
  'Pearl',
  'Delmon',
  'Dilmun',
  'Sitra',
  'Manama',
  'Arabian',
  'Khalifa',
  'Seef',
  'Riffa',
  'Muharraq',
  'Hidd',
];
const CUSTOMER_KINDS = [
  'Logistics',
  'Trading',
  'Marine Supplies',
  'Building Materials',
  'Cold Stores',
  'Steel',
  'Foods',
  'Contracting',
  'Freight',
  'Industries',
];

export interface FleetSize {
  trucks: number;
  drivers: number;
  customers: number;
}

/** A company-sized fleet of master data (50 trucks by default), added only where it is missing. */
export async function generateFleet(db: Db, size: FleetSize, seed: number): Promise<void> {
  const random = new SeededRandom(seed ^ 0x5eed);
  const [{ n: truckCount }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from trucks`)).rows as [
    { n: number },
  ];
  if (truckCount >= size.trucks) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(charges)
      .values([...DEMO_CHARGES])
      .onConflictDoNothing();
    const truckRows = await tx
      .insert(trucks)
      .values(Array.from({ length: size.trucks }, (_, i) => ({ number: `BH-${20_000 + i}` })))
      .onConflictDoNothing()
      .returning({ id: trucks.id });
    const driverNames = new Set<string>();
    while (driverNames.size < size.drivers)
      driverNames.add(`${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${driverNames.size + 1}`);
    await tx
      .insert(drivers)
      .values(
        [...driverNames].map((name, i) => ({
          name,
          truckId: truckRows[i % Math.max(1, truckRows.length)]?.id ?? null,
        })),
      )
      .onConflictDoNothing();
    const customerNames = new Set<string>();
    while (customerNames.size < size.customers) {
      customerNames.add(`${random.pick(CUSTOMER_WORDS)} ${random.pick(CUSTOMER_KINDS)} ${customerNames.size + 1}`);
    }
    await tx
      .insert(customers)
      .values(
        [...customerNames].map((name) => ({
          name,
          city: random.pick(['Manama', 'Sitra', 'Muharraq', 'Hidd', 'Riffa']),
          paymentTermsDays: random.pick([15, 30, 30, 30, 45, 60, 90]),
        })),
      )
      .onConflictDoNothing();
  });
}
