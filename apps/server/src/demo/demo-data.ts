import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addMonths, monthEnd, monthStart, todayIn } from '@fleetledger/shared/dates';
import { ADMIN } from '@fleetledger/shared/access';
import { charges, customers, drivers, jobs, trucks } from '../db/schema';
import { generateActivity } from './generate-activity';
import { generateExpenseBooks } from './generate-expense-books';
import { loadDemoCompany, loadDemoNumbering } from './demo-company';
import { CLI_ACTOR, type Actor } from '../identity/actor';
import { createUser, listUsers, userExists } from '../features/users/users.service';
import { acceptRequest, pendingRequests, requestInvoices } from '../features/invoice-requests/invoice-requests.service';
import { invoiceByNumber } from '../features/invoices/invoice-records.service';
import { moveInvoiceStatus } from '../features/invoices/invoice-status.service';

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

/** Each demo truck with its driver's name; a demo login of that name is the driver's own. */
const DEMO_FLEET: Readonly<Record<string, string | null>> = {
  'BH-10231': 'Rajesh Kumar',
  'BH-10452': 'Abdul Rahman',
  'BH-11873': 'Suresh Nair',
  'BH-12094': 'Imran Siddiqui',
  'BH-13315': 'Yousef Jaber',
  'BH-14536': 'Arun Pillai',
  'BH-15757': 'Hassan Mirza',
  'BH-16978': null,
};

/** The demo charges under the id of the account they post to. */
const DEMO_CHARGES_BY_ACCOUNT: Readonly<Record<number, readonly string[]>> = {
  29: ['Diesel'],
  30: ['Engine Oil', 'Tyre Replacement', 'Truck Service'],
  31: ['Driver Salary', 'Driver Overtime'],
  32: ['Port Gate Pass', 'Customs Clearance'],
  33: ['Vehicle Insurance', 'Vehicle Registration'],
  34: ['Office Supplies'],
  35: ['Yard Rent'],
};

export const DEMO_CHARGES: readonly { name: string; accountId: number }[] = Object.entries(
  DEMO_CHARGES_BY_ACCOUNT,
).flatMap(([accountId, names]) => names.map((name) => ({ name, accountId: Number(accountId) })));

/**
 * Loads the demo users, the company's details, master data and 12 months of jobs and expenses up to
 * the company's today; running it again adds nothing twice.
 */
export async function loadDemoData(
  db: Db,
  where: { companyTz: string },
  actor: Actor = CLI_ACTOR,
): Promise<readonly DemoLogin[]> {
  for (const login of DEMO_LOGINS) {
    if (!(await userExists(db, login.email))) await createUser(db, login, actor);
  }
  await loadDemoCompany(db, actor);
  await loadDemoNumbering(db, actor);
  await db.transaction(async (tx) => {
    await tx.insert(customers).values(DEMO_CUSTOMERS).onConflictDoNothing();
    await tx
      .insert(trucks)
      .values(Object.keys(DEMO_FLEET).map((number) => ({ number })))
      .onConflictDoNothing();
    await tx
      .insert(charges)
      .values([...DEMO_CHARGES])
      .onConflictDoNothing();
    for (const [truck, driver] of Object.entries(DEMO_FLEET)) {
      if (driver === null) continue;
      const login = DEMO_LOGINS.find((demoLogin) => demoLogin.name === driver);
      await tx
        .insert(drivers)
        .values({
          name: driver,
          truckId: sql`(select id from trucks where number = ${truck})`,
          userId: login === undefined ? null : sql`(select id from users where lower(email) = ${login.email})`,
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
    });
    await generateExpenseBooks(db);
    await demoInvoicing(db, where.companyTz);
  }
  return DEMO_LOGINS;
}

/**
 * Invoicing as the demo shows it, made through the same services the screens use: last month's jobs
 * of two customers requested, one request accepted and posted (its jobs invoiced and locked), the
 * other waiting in Invoice Management; a few of this month's jobs requested.
 */
async function demoInvoicing(db: Db, companyTz: string): Promise<void> {
  const admin = (await listUsers(db)).find((user) => user.email === DEMO_LOGINS[0]!.email)!;
  const actor = { userId: admin.id, ip: 'demo' };
  const today = todayIn(companyTz);
  const lastMonth = addMonths(today.slice(0, 7), -1);
  const openJobs = async (from: string, to: string) =>
    (
      await db.execute<{ id: number; customer_id: number }>(sql`
        select id, customer_id from jobs
        where date between ${from} and ${to} and customer_id is not null and invoice_status is null
        order by customer_id, date, id`)
    ).rows;
  const previous = await openJobs(monthStart(lastMonth), monthEnd(lastMonth));
  const customersOf = [...new Set(previous.map((job) => job.customer_id))].slice(0, 2);
  for (const customerId of customersOf) {
    const ids = previous
      .filter((job) => job.customer_id === customerId)
      .slice(0, 8)
      .map((job) => job.id);
    await requestInvoices(db, ids, actor, companyTz);
  }
  const { requests, next_invoice_number: number } = await pendingRequests(db);
  const first = requests[0];
  if (first !== undefined) {
    const jobIds = first.job_details.map((job) => job.id);
    await acceptRequest(
      db,
      { request_number: first.request_number, job_ids: jobIds, invoice_number: number, date: monthEnd(lastMonth) },
      actor,
    );
    const invoice = await invoiceByNumber(db, number);
    const user = { id: admin.id, authority: ADMIN };
    const approved = await moveInvoiceStatus(
      db,
      { id: invoice.id, to: 'Approved', version: invoice.version, codes: {} },
      user,
      actor,
      companyTz,
    );
    await moveInvoiceStatus(
      db,
      { id: invoice.id, to: 'Posted', version: approved.version, codes: {} },
      user,
      actor,
      companyTz,
    );
  }
  const current = (await openJobs(monthStart(today.slice(0, 7)), today)).slice(0, 3).map((job) => job.id);
  if (current.length > 0) await requestInvoices(db, current, actor, companyTz);
}
