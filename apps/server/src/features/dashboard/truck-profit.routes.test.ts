import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { todayIn } from '@fleetledger/shared/dates';
import { documentCalls } from '../../../test/document-calls';
import { useSignedInApp } from '../../../test/signed-in-app';
import { insertJob, jobPayload } from '../../../test/job-fixture';

const api = useSignedInApp({ authority: 1, masterData: true });
const { call } = api;

/** Trucks TP-1 … TP-7 (ids by number), added beside the fixture's. */
const trucks: Record<string, number> = {};
let today: string;

beforeAll(async () => {
  today = todayIn(api.ctx.config.companyTz);
  for (let n = 1; n <= 7; n += 1) {
    const made = await api.ctx.database.db.execute<{ id: number }>(
      sql`insert into trucks (number) values (${`TP-${n}`}) returning id`,
    );
    trucks[`TP-${n}`] = made.rows[0]!.id;
  }
});

const dashboard = async () => {
  const response = await call('GET', 'dashboard.php');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

async function expense(truck: string, amount: number) {
  const made = await call('POST', 'expense_insert.php', {
    date: today,
    charge_id: api.md.charges.diesel,
    amount,
    description: 'Diesel',
    type: 'driver_truck',
    truck_id: trucks[truck],
    driver_id: null,
    status: 'paid',
  });
  expect(made.statusCode, made.body).toBe(200);
}

/** Jobs of the trucks for the charges given, on one invoice posted today. */
async function postedInvoice(charges: Record<string, number>) {
  const items = [];
  for (const [truck, charge] of Object.entries(charges)) {
    const made = await call(
      'POST',
      'job_insert.php',
      jobPayload(api.md, { date: today, charge, truck_id: trucks[truck] }),
    );
    expect(made.statusCode, made.body).toBe(200);
    items.push({
      account_id: 25,
      job_id: String(made.json().job_id),
      qty: 1,
      amount: charge,
      vat_percentage: 0,
      cr_dr: 'cr',
      description: 'Transportation charge',
    });
  }
  const invoices = documentCalls(call, 'invoice');
  const number = await invoices.generate({ customer_id: api.md.customers.acme, date: today, reference: null, items });
  await invoices.walk(number, ['Approved', 'Posted']);
}

const entry = (truck: string, profit: number) => ({ truck_id: trucks[truck], truck_number: truck, profit });

describe("the dashboard's truck profit", () => {
  it('is empty before any truck has a figure this month', async () => {
    expect((await dashboard()).truck_profit).toEqual({ top: [], bottom: [] });
  });

  it('splits a few trucks between the lists without repeating one', async () => {
    await expense('TP-6', 5);
    await postedInvoice({ 'TP-1': 100, 'TP-2': 50 });
    expect((await dashboard()).truck_profit).toEqual({
      top: [entry('TP-1', 100), entry('TP-2', 50)],
      bottom: [entry('TP-6', -5)],
    });
  });

  it('lists the three most profitable trucks of the month and the three least, worst first', async () => {
    await postedInvoice({ 'TP-3': 30, 'TP-4': 20, 'TP-5': 10.5, 'TP-7': 12 });
    await expense('TP-7', 12.001);
    expect((await dashboard()).truck_profit).toEqual({
      top: [entry('TP-1', 100), entry('TP-2', 50), entry('TP-3', 30)],
      bottom: [entry('TP-6', -5), entry('TP-7', -0.001), entry('TP-5', 10.5)],
    });
  });

  it("follows a job's new truck for a purchase that names only the job, and keeps through a job saved", async () => {
    const job = await insertJob(api, { date: today, truck_id: trucks['TP-1'], charge: 1 });
    const made = await call('POST', 'vouchers/purchase_generate', {
      supplier_id: api.md.customers.bahrainMarine,
      date: today,
      reference: 'SUP-TP',
      reference_date: today,
      items: [
        {
          account_id: 29,
          job_id: String(job),
          truck_id: null,
          cr_dr: 'dr',
          qty: 1,
          amount: 8,
          vat_percentage: 10,
          description: 'Parts for the job',
        },
      ],
    });
    expect(made.statusCode, made.body).toBe(200);
    await documentCalls(call, 'purchase').walk(made.json().purchase_number as number, ['Approved', 'Posted']);
    expect((await dashboard()).truck_profit.top[0]).toEqual(entry('TP-1', 92));

    // A job saved leaves the books' figures as they were; a job given another truck takes its costs along.
    await insertJob(api, { date: today, truck_id: trucks['TP-1'], charge: 3 });
    expect((await dashboard()).truck_profit.top[0]).toEqual(entry('TP-1', 92));
    await api.ctx.database.db.execute(sql`update jobs set truck_id = ${trucks['TP-6']} where id = ${job}`);
    expect((await dashboard()).truck_profit).toEqual({
      top: [entry('TP-1', 100), entry('TP-2', 50), entry('TP-3', 30)],
      bottom: [entry('TP-6', -13), entry('TP-7', -0.001), entry('TP-5', 10.5)],
    });
  });

  it('is not part of a driver’s dashboard', async () => {
    const driver = (await call('GET', 'dashboard.php', undefined, 4)).json();
    expect(driver.view).toBe('driver');
    expect(driver).not.toHaveProperty('truck_profit');
    expect(JSON.stringify(driver)).not.toContain('profit');
  });
});
