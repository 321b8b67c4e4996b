import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { todayIn } from '@fleetledger/shared/dates';
import { charges, customers, drivers, jobs, trucks } from '../db/schema';
import type { FileStore } from '../files/file-store';
import { generateActivity } from './generate-activity';
import { CLI_ACTOR, type Actor } from '../identity/actor';
import { createUser, userExists } from '../features/users/users.service';

export interface DemoLogin {
  email: string;
  password: string;
  name: string;
  authority: number;
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { email: 'admin@fleetledger.test', password: 'ledger-admin-2026', name: 'Aisha Al Khalifa', authority: 1 },
  { email: 'manager@fleetledger.test', password: 'ledger-manager-2026', name: 'Mohammed Haddad', authority: 2 },
  { email: 'supervisor@fleetledger.test', password: 'ledger-supervisor-2026', name: 'Fatima Nasser', authority: 3 },
  { email: 'driver@fleetledger.test', password: 'ledger-driver-2026', name: 'Rajesh Kumar', authority: 4 },
];

const DEMO_CUSTOMERS = [
  {
    name: 'Gulf Freight Logistics',
    crName: 'Gulf Freight Logistics W.L.L.',
    city: 'Manama',
    road: '1702',
    block: '317',
    building: '45',
    flat: '12',
    email: 'accounts@gulffreight.test',
    mobile: '+973 3600 1122',
    vatNumber: '200001234500002',
  },
  {
    name: 'Bahrain Marine Supplies',
    crName: 'Bahrain Marine Supplies B.S.C.',
    city: 'Sitra',
    road: '115',
    block: '601',
    building: '1203',
    flat: null,
    email: 'ops@bms.test',
    mobile: '+973 3911 4455',
    vatNumber: '200002345600003',
  },
  {
    name: 'Al Noor Trading',
    crName: 'Al Noor Trading Co.',
    city: 'Muharraq',
    road: '2402',
    block: '224',
    building: '78',
    flat: '3',
    email: null,
    mobile: '+973 3344 5566',
    vatNumber: null,
  },
  {
    name: 'Khalifa Port Services',
    crName: 'Khalifa Port Services W.L.L.',
    city: 'Hidd',
    road: '4910',
    block: '115',
    building: '9',
    flat: null,
    email: 'billing@kps.test',
    mobile: '+973 1746 0000',
    vatNumber: '200003456700001',
  },
  {
    name: 'Delmon Building Materials',
    crName: 'Delmon Building Materials',
    city: 'Isa Town',
    road: '3510',
    block: '835',
    building: '210',
    flat: null,
    email: null,
    mobile: '+973 3777 8899',
    vatNumber: null,
  },
  {
    name: 'Pearl Cold Stores',
    crName: 'Pearl Cold Stores S.P.C.',
    city: 'Salmabad',
    road: '531',
    block: '705',
    building: '1450',
    flat: '1',
    email: 'pearl@coldstores.test',
    mobile: '+973 3655 7788',
    vatNumber: '200004567800009',
  },
];

const DEMO_TRUCKS = ['BH-10231', 'BH-10452', 'BH-11873', 'BH-12094', 'BH-13315', 'BH-14536', 'BH-15757', 'BH-16978'];

const DEMO_DRIVERS = [
  { name: 'Rajesh Kumar', truck: 'BH-10231', user: 'driver@fleetledger.test' },
  { name: 'Abdul Rahman', truck: 'BH-10452', user: null },
  { name: 'Suresh Nair', truck: 'BH-11873', user: null },
  { name: 'Imran Siddiqui', truck: 'BH-12094', user: null },
  { name: 'Yousef Jaber', truck: 'BH-13315', user: null },
  { name: 'Arun Pillai', truck: 'BH-14536', user: null },
  { name: 'Hassan Mirza', truck: 'BH-15757', user: null },
];

export const DEMO_CHARGES: readonly { name: string; accountId: number }[] = [
  { name: 'Diesel', accountId: 29 },
  { name: 'Engine Oil', accountId: 30 },
  { name: 'Tyre Replacement', accountId: 30 },
  { name: 'Truck Service', accountId: 30 },
  { name: 'Driver Salary', accountId: 31 },
  { name: 'Driver Overtime', accountId: 31 },
  { name: 'Port Gate Pass', accountId: 32 },
  { name: 'Customs Clearance', accountId: 32 },
  { name: 'Vehicle Insurance', accountId: 33 },
  { name: 'Vehicle Registration', accountId: 33 },
  { name: 'Office Supplies', accountId: 34 },
  { name: 'Yard Rent', accountId: 35 },
];

/**
 * Loads the demo users, master data and 12 months of jobs and expenses up to the company's today;
 * running it again adds nothing twice.
 */
export async function loadDemoData(
  db: Db,
  where: { companyTz: string; store: FileStore },
  actor: Actor = CLI_ACTOR,
): Promise<readonly DemoLogin[]> {
  for (const login of DEMO_LOGINS) {
    if (!(await userExists(db, login.email))) await createUser(db, login, actor);
  }
  await db.transaction(async (tx) => {
    await tx.insert(customers).values(DEMO_CUSTOMERS).onConflictDoNothing();
    await tx
      .insert(trucks)
      .values(DEMO_TRUCKS.map((number) => ({ number })))
      .onConflictDoNothing();
    await tx
      .insert(charges)
      .values([...DEMO_CHARGES])
      .onConflictDoNothing();
    for (const driver of DEMO_DRIVERS) {
      await tx
        .insert(drivers)
        .values({
          name: driver.name,
          truckId: sql`(select id from trucks where number = ${driver.truck})`,
          userId: driver.user === null ? null : sql`(select id from users where lower(email) = ${driver.user})`,
        })
        .onConflictDoNothing();
    }
  });
  const [existing] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(jobs);
  if (existing?.n === 0) {
    await generateActivity(db, {
      jobs: 1_800,
      expenses: 480,
      seed: 2026,
      endDate: todayIn(where.companyTz),
      months: 12,
      store: where.store,
    });
  }
  return DEMO_LOGINS;
}
