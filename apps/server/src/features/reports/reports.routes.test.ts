import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Authority } from '@fleetledger/shared/access';
import { useSignedInApp } from '../../../test/signed-in-app';
import { driverMonthly } from './reports.service';

const api = useSignedInApp({ masterData: true });

const ids: Record<string, number> = {};

async function job(
  key: string,
  date: string,
  o: {
    customer: number;
    driver: number | null;
    truck: number | null;
    charge: number;
    extra?: number;
    status?: string;
    number?: string;
  },
) {
  const result = await api.ctx.database.db.execute<{ id: number }>(sql`
    insert into jobs (date, job_number, description, customer_id, driver_id, truck_id, charge_fils, extra_amount_fils, extra_description, invoice_status)
    values (${date}, ${o.number ?? key}, 'fixture', ${o.customer}, ${o.driver}, ${o.truck}, ${o.charge}, ${o.extra ?? 0}, ${o.extra ? 'extra' : null}, ${o.status ?? null})
    returning id`);
  ids[key] = result.rows[0]!.id;
}
async function expense(
  date: string,
  charge: number,
  amount: number,
  truck: number | null,
  jobNumber: string | null = null,
) {
  await api.ctx.database.db.execute(sql`
    insert into expenses (date, charge_id, amount_fils, description, type, truck_id, job_number, status)
    values (${date}, ${charge}, ${amount}, 'fixture', ${truck === null ? 'general' : 'driver_truck'}, ${truck}, ${jobNumber}, 'paid')`);
}

beforeAll(async () => {
  const { acme, bahrainMarine } = api.md.customers;
  const { ali, ravi } = api.md.drivers;
  const { t1, t2 } = api.md.trucks;
  // The range under test is 2026-06-01 .. 2026-06-30; J0 and J9 lie just outside it.
  await job('J0', '2026-05-31', { customer: acme, driver: ali, truck: t1, charge: 90_000 });
  await job('J1', '2026-06-01', { customer: acme, driver: ali, truck: t1, charge: 10_000, extra: 2_500 });
  await job('J2', '2026-06-10', { customer: acme, driver: ali, truck: t2, charge: 20_000, status: 'requested' });
  await job('J3', '2026-06-20', {
    customer: bahrainMarine,
    driver: ravi,
    truck: t2,
    charge: 30_000,
    status: 'processing',
  });
  await job('J4', '2026-06-30', {
    customer: bahrainMarine,
    driver: null,
    truck: null,
    charge: 5_000,
    status: 'finished',
  });
  await job('J9', '2026-07-01', { customer: acme, driver: ravi, truck: t1, charge: 70_000 });
  await expense('2026-06-01', api.md.charges.diesel, 12_000, t1, 'J1');
  await expense('2026-06-15', api.md.charges.diesel, 8_000, t2);
  await expense('2026-06-30', api.md.charges.tyres, 40_000, t2, 'J3');
  await expense('2026-06-30', api.md.charges.tyres, 1_000, null, 'J3');
  await expense('2026-07-01', api.md.charges.diesel, 99_000, t1, 'J1');
});

const JUNE = { from: '2026-06-01', to: '2026-06-30' };
async function report(name: string, body: unknown = JUNE, authority: Authority = 3) {
  return api.ctx.app.inject({
    method: 'POST',
    url: `/api/transportation/report/${name}.php`,
    payload: body as object,
    headers: { cookie: api.cookies[authority] },
  });
}
async function data(name: string, body: unknown = JUNE) {
  const response = await report(name, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('reports over a fixed month, boundaries included', () => {
  it('drivers_job counts jobs per driver, listing idle active drivers with 0', async () => {
    expect(await data('drivers_job_report')).toEqual([
      { driver_id: api.md.drivers.ali, driver_name: 'Ali Hassan', job_count: 2 },
      { driver_id: api.md.drivers.ravi, driver_name: 'Ravi Menon', job_count: 1 },
    ]);
  });

  it('trucks_job and customer_job', async () => {
    // June has 30 days: each truck's jobs over 30 truck-days.
    expect(await data('trucks_job_report')).toEqual([
      { truck_id: api.md.trucks.t2, truck_number: 'TR-200', job_count: 2, utilization: 2 / 30 },
      { truck_id: api.md.trucks.t1, truck_number: 'TR-100', job_count: 1, utilization: 1 / 30 },
    ]);
    expect(await data('customer_job_report')).toEqual([
      { customer_id: api.md.customers.acme, customer_name: 'Acme Trading', job_count: 2 },
      { customer_id: api.md.customers.bahrainMarine, customer_name: 'Bahrain Marine', job_count: 2 },
    ]);
  });

  it('expense_total groups charges under their chart-of-accounts account', async () => {
    expect(await data('expense_total_report')).toEqual([
      {
        coa_id: 29,
        coa_name: 'Fuel Expense',
        charges: [{ charge_id: api.md.charges.diesel, charge_name: 'Diesel', total: 20 }],
      },
      {
        coa_id: 30,
        coa_name: 'Vehicle Repairs & Maintenance',
        charges: [{ charge_id: api.md.charges.tyres, charge_name: 'Tyres', total: 41 }],
      },
    ]);
  });

  it('truck_expense and job_expense', async () => {
    expect(await data('truck_expense_report')).toEqual([
      { truck_id: api.md.trucks.t2, truck_number: 'TR-200', total_expense: 48 },
      { truck_id: api.md.trucks.t1, truck_number: 'TR-100', total_expense: 12 },
    ]);
    expect(await data('job_expense_report')).toEqual([
      { job_id: ids.J3, total_expense: 41 },
      { job_id: ids.J1, total_expense: 12 },
    ]);
  });

  it('invoice_detail sorts jobs by invoice status', async () => {
    const detail = await data('invoice_detail_report');
    expect(detail.requested.map((j: { id: number }) => j.id)).toEqual([ids.J2]);
    expect(detail.invoiced.map((j: { id: number }) => j.id)).toEqual([ids.J3, ids.J4]);
    expect(detail.non_invoiced).toEqual([
      {
        id: ids.J1,
        job_number: 'J1',
        customer_name: 'Acme Trading',
        date: '2026-06-01',
        charge: 10,
        extra_amount: 2.5,
      },
    ]);
  });

  it('customer_total sums charge plus extra amount', async () => {
    expect(await data('customer_total_report')).toEqual([
      { customer_id: api.md.customers.bahrainMarine, customer_name: 'Bahrain Marine', total_amount: 35 },
      { customer_id: api.md.customers.acme, customer_name: 'Acme Trading', total_amount: 32.5 },
    ]);
  });

  it('trucks_job utilization counts the days of the range asked for, not a 30-day month', async () => {
    const year = await data('trucks_job_report', { from: '2026-01-01', to: '2026-12-31' });
    expect(year).toEqual([
      { truck_id: api.md.trucks.t1, truck_number: 'TR-100', job_count: 3, utilization: 3 / 365 },
      { truck_id: api.md.trucks.t2, truck_number: 'TR-200', job_count: 2, utilization: 2 / 365 },
    ]);
    const oneDay = await data('trucks_job_report', { from: '2026-06-01', to: '2026-06-01' });
    expect(oneDay.find((row: { truck_id: number }) => row.truck_id === api.md.trucks.t1).utilization).toBe(1);
  });

  it('an empty range lists idle records with zero and nothing else', async () => {
    const empty = { from: '2020-01-01', to: '2020-01-31' };
    expect((await data('drivers_job_report', empty)).map((r: { job_count: number }) => r.job_count)).toEqual([0, 0]);
    expect(await data('job_expense_report', empty)).toEqual([]);
    expect(await data('expense_total_report', empty)).toEqual([]);
    expect(await data('invoice_detail_report', empty)).toEqual({ requested: [], invoiced: [], non_invoiced: [] });
  });

  it('driver_monthly gives 12 months up to the company month', async () => {
    const months = await driverMonthly(api.ctx.database.db, 'Asia/Bahrain', new Date('2026-07-15T12:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]!.month).toBe('2025-08');
    expect(months.find((m) => m.month === '2026-06')!.drivers).toEqual([
      { driver_id: api.md.drivers.ali, driver_name: 'Ali Hassan', job_count: 2 },
      { driver_id: api.md.drivers.ravi, driver_name: 'Ravi Menon', job_count: 1 },
    ]);
    expect(months.find((m) => m.month === '2026-07')!.drivers).toEqual([
      { driver_id: api.md.drivers.ravi, driver_name: 'Ravi Menon', job_count: 1 },
    ]);
    const served = await report('driver_monthly_wise', {});
    expect(served.statusCode).toBe(200);
    expect(served.json().data).toHaveLength(12);
  });
});

describe('bad ranges and roles', () => {
  it('answers 400 with a clear message', async () => {
    const cases: [unknown, string][] = [
      [{ from: '2026-07-01', to: '2026-06-01' }, 'From must not be after To'],
      [{ from: '2026-02-30', to: '2026-03-01' }, 'From must be a date (YYYY-MM-DD)'],
      [{ from: '2026-01-01', to: 'tomorrow' }, 'To must be a date (YYYY-MM-DD)'],
      [{ from: '2020-01-01', to: '2026-01-02' }, 'The range can be at most 5 years'],
      [{ to: '2026-01-01' }, 'From date is required'],
      [{ from: '', to: '2026-01-01' }, 'From date is required'],
      [{ from: '2026-01-01', to: '' }, 'To date is required'],
      [{ from: 20260101, to: '2026-01-01' }, 'From date is required'],
    ];
    for (const [body, message] of cases) {
      const response = await report('drivers_job_report', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await report('customer_total_report', { from: '2021-01-01', to: '2025-12-31' })).statusCode).toBe(200);
  });

  it('is for staff only', async () => {
    expect((await report('drivers_job_report', JUNE, 4)).statusCode).toBe(403);
    expect(
      (await api.ctx.app.inject({ method: 'POST', url: '/api/transportation/report/trucks_job_report', payload: JUNE }))
        .statusCode,
    ).toBe(401);
  });
});
