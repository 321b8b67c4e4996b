import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PAYMENT_TERMS_MESSAGE } from '@fleetledger/shared/masterdata/masterdata.contract';
import type { Authority } from '@fleetledger/shared/access';
import { useSignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';

const api = useSignedInApp({ masterData: true });

const API = '/api/transportation';

const post = (url: string, payload: unknown, authority: Authority = 2) => api.call('POST', url, payload, authority);
const get = (url: string, authority: Authority = 3) =>
  api.ctx.app.inject({ method: 'GET', url: `${API}/${url}`, headers: { cookie: api.cookies[authority] } });

describe('master data lists', () => {
  it('lists active records, searches, and shows inactive ones on request', async () => {
    const trucks = (await get('trucks_list.php')).json().trucks.map((t: { number: string }) => t.number);
    expect(trucks).toEqual(['TR-100', 'TR-200']);
    const all = (await get('trucks_list.php?include_inactive=1'))
      .json()
      .trucks.map((t: { number: string }) => t.number);
    expect(all).toEqual(['TR-100', 'TR-200', 'TR-OLD']);
    const drivers = (await get('drivers_list?search=ravi')).json().drivers;
    expect(drivers).toEqual([
      expect.objectContaining({
        id: api.md.drivers.ravi,
        name: 'Ravi Menon',
        truck_id: api.md.trucks.t2,
        truck_number: 'TR-200',
        active: true,
        version: 1,
      }),
    ]);
    const charges = (await get('charges_list')).json();
    expect(charges.charges.map((c: { name: string; account_name: string }) => `${c.name}/${c.account_name}`)).toEqual([
      'Diesel/Fuel Expense',
      'Tyres/Vehicle Repairs & Maintenance',
    ]);
    expect(charges.accounts.map((a: { id: number }) => a.id)).toContain(25);
    expect((await get('customers_list?search=%25')).json().customers).toEqual([]);
  });

  it('is open to staff and closed to drivers', async () => {
    expect((await get('customers_list', 4)).statusCode).toBe(403);
    expect((await get('customers_list', 3)).statusCode).toBe(200);
  });
});

describe('saving master data', () => {
  it('creates, edits at the loaded version and deactivates a truck', async () => {
    const created = await post('truck_save', { number: 'bh-5555' });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    const edited = await post('truck_save', { id, version: 1, number: 'BH-5556' });
    expect(edited.statusCode).toBe(200);
    const stale = await post('truck_save', { id, version: 1, number: 'BH-5557' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      message: 'This record was changed by someone else since you opened it. Reload to see the change.',
      current: expect.objectContaining({ number: 'BH-5556', version: 2 }),
    });
    expect((await post('truck_save', { id, version: 2, number: 'BH-5556', active: false })).statusCode).toBe(200);
    const lookups = (await get('jobentry_data.php', 2)).json().data.trucks.map((t: { number: string }) => t.number);
    expect(lookups).not.toContain('BH-5556');
  });

  it('refuses duplicates by name in any case, with nothing written', async () => {
    const before = await tableCounts(api.ctx.database.db, ['customers', 'trucks', 'drivers', 'charges', 'audit_log']);
    expect((await post('customer_save', { name: ' ACME trading' })).json()).toMatchObject({
      message: 'A customer named "ACME trading" already exists',
    });
    expect((await post('truck_save', { number: 'tr-100' })).json()).toMatchObject({
      message: 'Truck TR-100 already exists',
    });
    expect((await post('driver_save', { name: 'ali hassan' })).json()).toMatchObject({
      message: 'A driver named "ali hassan" already exists',
    });
    expect((await post('charge_save', { name: 'DIESEL', account_id: 29 })).statusCode).toBe(409);
    expect(await tableCounts(api.ctx.database.db, ['customers', 'trucks', 'drivers', 'charges', 'audit_log'])).toEqual(
      before,
    );
  });

  it('validates every field and unknown ids', async () => {
    const before = await tableCounts(api.ctx.database.db, ['customers', 'trucks', 'drivers', 'charges']);
    const cases: [string, unknown, number, string][] = [
      ['customer_save', {}, 400, 'Customer name is required'],
      ['customer_save', { name: 'x'.repeat(10_000) }, 400, 'Customer name must be at most 120 characters'],
      ['customer_save', { id: 999999, version: 1, name: 'Ghost' }, 404, 'Record not found'],
      ['customer_save', { id: api.md.customers.acme, name: 'Acme 2' }, 400, 'Version is required when editing'],
      ['truck_save', { number: '' }, 400, 'Truck number is required'],
      ['truck_save', { number: 42 }, 400, 'Truck number is required'],
      [
        'driver_save',
        { name: 'New Guy', truck_id: api.md.trucks.inactive },
        400,
        'Truck must be selected from the list',
      ],
      ['driver_save', { name: 'New Guy', user_id: 999999 }, 400, 'User not found'],
      ['driver_save', { name: 'New Guy', truck_id: 'abc' }, 400, 'Truck is not a valid id'],
      ['charge_save', { name: 'Tolls' }, 400, 'Account is required'],
      ['charge_save', { name: 'Tolls', account_id: 4242 }, 400, 'Account must be selected from the list'],
    ];
    for (const [url, payload, status, message] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload).slice(0, 60)}`).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await tableCounts(api.ctx.database.db, ['customers', 'trucks', 'drivers', 'charges'])).toEqual(before);
  });

  it("saves a customer's payment terms, defaults them to 30 days and keeps them when an edit leaves them out", async () => {
    const customerNamed = async (name: string) =>
      (
        (await get(`customers_list?search=${encodeURIComponent(name)}`)).json().customers as Record<string, unknown>[]
      )[0];
    const created = await post('customer_save', { name: 'Terms Trading', payment_terms_days: 60 });
    expect(created.statusCode, created.body).toBe(200);
    expect(await customerNamed('Terms Trading')).toMatchObject({ payment_terms_days: 60, version: 1 });
    const id = created.json().id;
    expect(
      (await post('customer_save', { id, version: 1, name: 'Terms Trading', payment_terms_days: 0 })).statusCode,
    ).toBe(200);
    expect(await customerNamed('Terms Trading')).toMatchObject({ payment_terms_days: 0, version: 2 });
    expect((await post('customer_save', { id, version: 2, name: 'Terms Trading', city: 'Sitra' })).statusCode).toBe(
      200,
    );
    expect(await customerNamed('Terms Trading')).toMatchObject({ payment_terms_days: 0, city: 'Sitra', version: 3 });
    expect((await post('customer_save', { name: 'Default Terms' })).statusCode).toBe(200);
    expect(await customerNamed('Default Terms')).toMatchObject({ payment_terms_days: 30 });
  });

  it('refuses payment terms that are not a whole number of days from 0 to 3650, with nothing changed', async () => {
    const acme = () =>
      api.ctx.database.db.execute(
        sql`select payment_terms_days, version from customers where id = ${api.md.customers.acme}`,
      );
    const before = await acme();
    const counts = await tableCounts(api.ctx.database.db, ['customers', 'audit_log']);
    for (const payment_terms_days of [-1, 3651, 2.5, '10 days', 'abc', '60', true, '1e3', [30], 'x'.repeat(10_000)]) {
      const response = await post('customer_save', {
        id: api.md.customers.acme,
        version: before.rows[0]!.version,
        name: 'Acme Trading',
        payment_terms_days,
      });
      expect(response.statusCode, String(payment_terms_days).slice(0, 20)).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: PAYMENT_TERMS_MESSAGE,
        errors: { payment_terms_days: PAYMENT_TERMS_MESSAGE },
      });
    }
    expect((await post('customer_save', { name: 'Too Patient', payment_terms_days: 4000 })).statusCode).toBe(400);
    expect((await acme()).rows).toEqual(before.rows);
    expect(await tableCounts(api.ctx.database.db, ['customers', 'audit_log'])).toEqual(counts);
  });

  it('opts a customer in to overdue reminders at the version read, off by default and kept when left out', async () => {
    const reminders = async (id: number) =>
      (
        (await get('customers_list?include_inactive=1')).json().customers as {
          id: number;
          overdue_reminders: boolean;
          version: number;
        }[]
      ).find((customer) => customer.id === id)!;
    const created = await post('customer_save', { name: 'Reminded Trading' });
    const id = created.json().id as number;
    expect(await reminders(id)).toMatchObject({ overdue_reminders: false, version: 1 });
    expect(
      (await post('customer_save', { id, version: 1, name: 'Reminded Trading', overdue_reminders: true })).statusCode,
    ).toBe(200);
    expect(await reminders(id)).toMatchObject({ overdue_reminders: true, version: 2 });
    expect((await post('customer_save', { id, version: 2, name: 'Reminded Trading', city: 'Manama' })).statusCode).toBe(
      200,
    );
    expect(await reminders(id)).toMatchObject({ overdue_reminders: true, version: 3 });

    const counts = await tableCounts(api.ctx.database.db, ['customers', 'audit_log']);
    const stale = await post('customer_save', { id, version: 2, name: 'Reminded Trading', overdue_reminders: false });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ overdue_reminders: true, version: 3 });
    const bad = await post('customer_save', { id, version: 3, name: 'Reminded Trading', overdue_reminders: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.overdue_reminders).toBe('Send overdue reminders must be yes or no');
    expect(
      (await post('customer_save', { id, version: 3, name: 'Reminded Trading', overdue_reminders: true }, 3))
        .statusCode,
    ).toBe(403);
    expect(await reminders(id)).toMatchObject({ overdue_reminders: true, version: 3 });
    expect(await tableCounts(api.ctx.database.db, ['customers', 'audit_log'])).toEqual(counts);
  });

  it('lets Admin and Manager change master data, not Supervisors or Drivers', async () => {
    expect((await post('truck_save', { number: 'SUP-1' }, 3)).statusCode).toBe(403);
    expect((await post('truck_save', { number: 'DRV-1' }, 4)).statusCode).toBe(403);
    expect((await post('truck_save', { number: 'ADM-1' }, 1)).statusCode).toBe(200);
  });

  it('links a driver to a user account once', async () => {
    const users = (await get('users_list', 1)).json().users as { id: number; email: string }[];
    const driverUser = users.find((u) => u.email === 'driver@test.local')!;
    expect(
      (await post('driver_save', { name: 'Dan Driver', truck_id: api.md.trucks.t1, user_id: driverUser.id }))
        .statusCode,
    ).toBe(200);
    const second = await post('driver_save', { name: 'Dan Again', user_id: driverUser.id });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('That user account already belongs to driver Dan Driver');
  });
});
