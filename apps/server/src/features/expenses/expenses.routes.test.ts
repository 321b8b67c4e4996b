import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Authority } from '@fleetledger/shared/access';
import { EXPENSE_MESSAGES } from '@fleetledger/shared/expenses/expenses.contract';
import { VERSION_REQUIRED } from '@fleetledger/shared/contract-fields';
import { charges, expenses } from '../../db/schema';
import { useSignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';

const api = useSignedInApp({ masterData: true });

const BASE = '/api/transportation';
let retiredChargeId: number;

beforeAll(async () => {
  const [retired] = await api.ctx.database.db
    .insert(charges)
    .values({ name: 'Retired Charge', accountId: 34, active: false })
    .returning({ id: charges.id });
  retiredChargeId = retired!.id;
});

function call(method: 'GET' | 'POST', url: string, payload?: unknown, authority: Authority | null = 1) {
  return api.ctx.app.inject({
    method,
    url: `${BASE}/${url}`,
    headers: authority === null ? {} : { cookie: api.cookies[authority] },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function validExpense(overrides: Record<string, unknown> = {}) {
  return {
    date: '2024-03-15',
    charge: 'Diesel',
    charge_id: api.md.charges.diesel,
    amount: 12.345,
    description: 'Diesel for TR-100',
    refrence_id: 'INV-881',
    type: 'general',
    truck_id: null,
    driver_id: null,
    job_number: 'J1001',
    due_date: '2024-04-15',
    status: 'pending',
    company: 'Bapco',
    ...overrides,
  };
}

async function insert(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await call('POST', 'expense_insert.php', validExpense(overrides));
  expect(response.statusCode).toBe(200);
  return response.json().id as number;
}

type RefusedCase = [name: string, overrides: Record<string, unknown>, field: string, message: string];

/** A driver-and-truck expense must point at a driver or truck that exists, is active and is named by its id. */
function refusedReferences(reference: {
  noun: string;
  field: string;
  retired: () => number;
  asText: string;
  message: string;
}): RefusedCase[] {
  const { noun, field, message } = reference;
  return [
    [`a ${noun} that does not exist`, { type: 'driver_truck', [field]: 987654 }, field, message],
    [`a retired ${noun}`, { type: 'driver_truck', [field]: reference.retired }, field, message],
    [`a ${noun} id that is text`, { type: 'driver_truck', [field]: reference.asText }, field, message],
  ];
}

async function storedExpense(id: number) {
  const [row] = await api.ctx.database.db.select().from(expenses).where(eq(expenses.id, id));
  return row;
}

const writtenTables = ['expenses', 'audit_log'] as const;
const counts = () => tableCounts(api.ctx.database.db, writtenTables);

/** Sends a bad payload and proves it was refused with the message on the field and nothing written. */
async function expectRefused(url: string, payload: unknown, field: string, message: string) {
  const before = await counts();
  const response = await call('POST', url, payload);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ success: false, errors: { [field]: message } });
  expect(await counts()).toEqual(before);
}

describe('GET expense_data.php', () => {
  it('answers the active charges, drivers with their truck, and trucks, with and without .php', async () => {
    for (const url of ['expense_data.php', 'expense_data']) {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(body.charges).toEqual([
        { id: api.md.charges.diesel, name: 'Diesel' },
        { id: api.md.charges.tyres, name: 'Tyres' },
      ]);
      expect(body.drivers).toEqual([
        { id: api.md.drivers.ali, name: 'Ali Hassan', truck_id: api.md.trucks.t1, truck_number: 'TR-100' },
        { id: api.md.drivers.ravi, name: 'Ravi Menon', truck_id: api.md.trucks.t2, truck_number: 'TR-200' },
      ]);
      expect(body.trucks).toEqual([
        { id: api.md.trucks.t1, number: 'TR-100' },
        { id: api.md.trucks.t2, number: 'TR-200' },
      ]);
    }
  });

  it('is for staff only', async () => {
    for (const authority of [1, 2, 3] as const)
      expect((await call('GET', 'expense_data.php', undefined, authority)).statusCode).toBe(200);
    const driver = await call('GET', 'expense_data.php', undefined, 4);
    expect(driver.statusCode).toBe(403);
    expect(driver.json().success).toBe(false);
    expect((await call('GET', 'expense_data.php', undefined, null)).statusCode).toBe(401);
  });
});

describe('POST expense_insert.php', () => {
  it('adds a general expense in fils, drops any driver or truck, and audits it in the same write', async () => {
    const before = await counts();
    const response = await call(
      'POST',
      'expense_insert.php',
      validExpense({ driver_id: api.md.drivers.ali, truck_id: api.md.trucks.t1 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Expense added successfully', id: expect.any(Number) });
    const id = response.json().id as number;
    expect(await storedExpense(id)).toMatchObject({
      date: '2024-03-15',
      chargeId: api.md.charges.diesel,
      amountFils: 12345,
      description: 'Diesel for TR-100',
      reference: 'INV-881',
      type: 'general',
      driverId: null,
      truckId: null,
      jobNumber: 'J1001',
      dueDate: '2024-04-15',
      status: 'pending',
      company: 'Bapco',
      version: 1,
    });
    expect(await counts()).toEqual({ expenses: before.expenses! + 1, audit_log: before.audit_log! + 1 });
    const audit = await api.ctx.database.db.execute<{ action: string; entity: string; after: { amountFils: number } }>(
      sql`select action, entity, after from audit_log where entity = 'expense' and entity_id = ${String(id)}`,
    );
    expect(audit.rows).toEqual([
      { action: 'create', entity: 'expense', after: expect.objectContaining({ amountFils: 12345 }) },
    ]);
  });

  it('adds a driver_truck expense with its driver and truck; optional fields may be blank', async () => {
    const id = await insert({
      type: 'driver_truck',
      driver_id: String(api.md.drivers.ravi),
      truck_id: api.md.trucks.t2,
      refrence_id: '',
      job_number: '  ',
      due_date: '',
      company: null,
      amount: 7.5,
    });
    expect(await storedExpense(id)).toMatchObject({
      type: 'driver_truck',
      driverId: api.md.drivers.ravi,
      truckId: api.md.trucks.t2,
      reference: null,
      jobNumber: null,
      dueDate: null,
      company: null,
      amountFils: 7500,
    });
  });

  it('takes the charge from charge_id, not from the display text', async () => {
    const id = await insert({ charge: 'Something else', charge_id: api.md.charges.tyres });
    expect((await storedExpense(id))?.chargeId).toBe(api.md.charges.tyres);
  });

  it('names every missing required field with the spec messages and writes nothing', async () => {
    const before = await counts();
    const response = await call('POST', 'expense_insert.php', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Date is required',
      errors: {
        date: 'Date is required',
        charge_id: 'Please select a valid charge from the suggestions',
        amount: 'Please enter a valid amount greater than 0',
        description: 'Description is required',
        type: 'Type must be general or driver_truck',
        status: 'Status must be paid, pending or requested',
      },
    });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a charge that was only typed', { charge_id: null }, 'charge_id', EXPENSE_MESSAGES.chargeRequired],
    ['a charge id that does not exist', { charge_id: 987654 }, 'charge_id', EXPENSE_MESSAGES.chargeRequired],
    ['a retired charge', { charge_id: () => retiredChargeId }, 'charge_id', EXPENSE_MESSAGES.chargeRequired],
    ['a zero amount', { amount: 0 }, 'amount', EXPENSE_MESSAGES.amountInvalid],
    ['a negative amount', { amount: -5 }, 'amount', EXPENSE_MESSAGES.amountInvalid],
    ['an amount with 4 decimals', { amount: 1.2345 }, 'amount', 'Amount can have at most 3 decimals'],
    ['an amount as words', { amount: 'twelve' }, 'amount', EXPENSE_MESSAGES.amountInvalid],
    ['an amount as an object', { amount: { value: 1 } }, 'amount', EXPENSE_MESSAGES.amountInvalid],
    ['an impossible date', { date: '2026-02-30' }, 'date', EXPENSE_MESSAGES.dateInvalid],
    ['a date in another format', { date: '15/03/2024' }, 'date', EXPENSE_MESSAGES.dateInvalid],
    ['a date as a number', { date: 20240315 }, 'date', EXPENSE_MESSAGES.dateRequired],
    ['an impossible due date', { due_date: '2026-02-30' }, 'due_date', EXPENSE_MESSAGES.dueDateInvalid],
    ['a blank description', { description: '   ' }, 'description', EXPENSE_MESSAGES.descriptionRequired],
    [
      'a 10,000-character description',
      { description: 'x'.repeat(10_000) },
      'description',
      EXPENSE_MESSAGES.descriptionTooLong,
    ],
    ['an unknown type', { type: 'personal' }, 'type', EXPENSE_MESSAGES.typeInvalid],
    ['an unknown status', { status: 'cancelled' }, 'status', EXPENSE_MESSAGES.statusInvalid],
    ...refusedReferences({
      noun: 'driver',
      field: 'driver_id',
      retired: () => api.md.drivers.inactive,
      asText: 'Ali',
      message: EXPENSE_MESSAGES.driverInvalid,
    }),
    ...refusedReferences({
      noun: 'truck',
      field: 'truck_id',
      retired: () => api.md.trucks.inactive,
      asText: 'TR-100',
      message: EXPENSE_MESSAGES.truckInvalid,
    }),
    [
      'a job number over 6 characters',
      { job_number: 'J123456' },
      'job_number',
      'Job number must be at most 6 characters',
    ],
    [
      'a company over 100 characters',
      { company: 'c'.repeat(101) },
      'company',
      'Company must be at most 100 characters',
    ],
    [
      'a reference over 100 characters',
      { refrence_id: 'r'.repeat(101) },
      'refrence_id',
      'Reference must be at most 100 characters',
    ],
  ])('refuses %s with its message and writes nothing', async (_case, overrides, field, message) => {
    // Ids made by beforeAll are read when the case runs.
    const resolved = Object.fromEntries(
      Object.entries(overrides).map(([key, value]) => [
        key,
        typeof value === 'function' ? (value as () => number)() : value,
      ]),
    );
    await expectRefused('expense_insert.php', validExpense(resolved), field, message);
  });

  it('answers 400 for a body that is not an object or not JSON, and writes nothing', async () => {
    const before = await counts();
    expect((await call('POST', 'expense_insert.php', [1, 2, 3])).statusCode).toBe(400);
    const notJson = await api.postRaw('expense_insert.php', '{"date": ', 'application/json');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().success).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('lets staff add and refuses the Driver and anonymous visitors without writing', async () => {
    for (const authority of [2, 3] as const) {
      expect((await call('POST', 'expense_insert', validExpense(), authority)).statusCode).toBe(200);
    }
    const before = await counts();
    expect((await call('POST', 'expense_insert.php', validExpense(), 4)).statusCode).toBe(403);
    expect((await call('POST', 'expense_insert.php', validExpense(), null)).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});

describe('POST expenses.php', () => {
  it('lists the month in BD with names, newest first, and nothing from other months', async () => {
    const month = '2023-07';
    const first = await insert({ date: '2023-07-01', amount: 0.5, description: 'first day' });
    const last = await insert({
      date: '2023-07-31',
      amount: 1234.567,
      description: 'last day',
      type: 'driver_truck',
      driver_id: api.md.drivers.ali,
      truck_id: api.md.trucks.t1,
      status: 'paid',
      charge_id: api.md.charges.tyres,
    });
    const sameDayLater = await insert({ date: '2023-07-01', description: 'first day, second entry' });
    await insert({ date: '2023-06-30', description: 'June' });
    await insert({ date: '2023-08-01', description: 'August' });

    const response = await call('POST', 'expenses.php', { month });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String), today: expect.any(String) });
    expect(body.expenses.map((row: { id: number }) => row.id)).toEqual([last, sameDayLater, first]);
    expect(body.expenses[0]).toEqual({
      id: last,
      date: '2023-07-31',
      charge_name: 'Tyres',
      amount: 1234.567,
      vat_amount: 0,
      description: 'last day',
      reference: 'INV-881',
      company: 'Bapco',
      type: 'driver_truck',
      driver_name: 'Ali Hassan',
      truck_number: 'TR-100',
      job: 'J1001',
      status: 'paid',
      due_date: '2024-04-15',
    });
    expect(body.expenses[2]).toMatchObject({ amount: 0.5, driver_name: null, truck_number: null });
  });

  it('answers an empty list for a month without expenses', async () => {
    const response = await call('POST', 'expenses', { month: '1999-01' });
    expect(response.json()).toMatchObject({ success: true, expenses: [] });
  });

  it.each([[{}], [{ month: '2024-13' }], [{ month: '2024-1' }], [{ month: 202401 }]])(
    'refuses the month %j',
    async (payload) => {
      const response = await call('POST', 'expenses.php', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: { month: EXPENSE_MESSAGES.monthInvalid } });
    },
  );

  it('is for staff only', async () => {
    expect((await call('POST', 'expenses.php', { month: '2024-01' }, 3)).statusCode).toBe(200);
    expect((await call('POST', 'expenses.php', { month: '2024-01' }, 4)).statusCode).toBe(403);
    expect((await call('POST', 'expenses.php', { month: '2024-01' }, null)).statusCode).toBe(401);
  });
});

describe('GET expense-edit-data', () => {
  it('loads the expense with ids, names, BD amount and version, plus the lookups', async () => {
    const id = await insert({ type: 'driver_truck', driver_id: api.md.drivers.ali, truck_id: api.md.trucks.t1 });
    for (const url of [`expense-edit-data?id=${id}`, `expense-edit-data.php?id=${id}`]) {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.expense).toEqual({
        id,
        date: '2024-03-15',
        charge_name: 'Diesel',
        charge: api.md.charges.diesel,
        amount: 12.345,
        description: 'Diesel for TR-100',
        reference: 'INV-881',
        type: 'driver_truck',
        truck: api.md.trucks.t1,
        driver: api.md.drivers.ali,
        job: 'J1001',
        due_date: '2024-04-15',
        status: 'pending',
        company: 'Bapco',
        paid_from_account_id: 27,
        vat_percentage: null,
        vat_amount: 0,
        gross_amount: 12.345,
        supplier_vat_number: null,
        supplier_invoice_number: null,
        version: 1,
      });
      expect(body.charges).toHaveLength(2);
      expect(body.drivers).toHaveLength(2);
      expect(body.trucks).toHaveLength(2);
    }
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    const unknown = await call('GET', 'expense-edit-data?id=987654');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Expense not found' });
    for (const query of ['', '?id=', '?id=abc', '?id=-3', '?id=1.5']) {
      const bad = await call('GET', `expense-edit-data${query}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, errors: { id: EXPENSE_MESSAGES.idInvalid } });
    }
  });

  it('is for staff only', async () => {
    const id = await insert();
    expect((await call('GET', `expense-edit-data?id=${id}`, undefined, 2)).statusCode).toBe(200);
    expect((await call('GET', `expense-edit-data?id=${id}`, undefined, 4)).statusCode).toBe(403);
    expect((await call('GET', `expense-edit-data?id=${id}`, undefined, null)).statusCode).toBe(401);
  });
});

describe('POST expense-edit', () => {
  function edit(id: number, overrides: Record<string, unknown> = {}) {
    return { ...validExpense(), id, version: 1, ...overrides };
  }

  it('saves every field, moves the version on and audits before and after', async () => {
    const id = await insert({ type: 'driver_truck', driver_id: api.md.drivers.ali, truck_id: api.md.trucks.t1 });
    const response = await call(
      'POST',
      'expense-edit',
      edit(id, {
        amount: 99.999,
        description: 'Tyres',
        charge_id: api.md.charges.tyres,
        status: 'paid',
        type: 'general',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Expense updated successfully!' });
    expect(await storedExpense(id)).toMatchObject({
      amountFils: 99999,
      description: 'Tyres',
      chargeId: api.md.charges.tyres,
      status: 'paid',
      type: 'general',
      driverId: null,
      truckId: null,
      version: 2,
    });
    const audit = await api.ctx.database.db.execute<{ before: { amountFils: number }; after: { amountFils: number } }>(
      sql`select before, after from audit_log where entity = 'expense' and action = 'update' and entity_id = ${String(id)}`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.before.amountFils).toBe(12345);
    expect(audit.rows[0]!.after.amountFils).toBe(99999);
  });

  it('answers 409 with the current expense for a stale version and keeps the other save', async () => {
    const id = await insert();
    expect((await call('POST', 'expense-edit.php', edit(id, { description: 'First clerk' }))).statusCode).toBe(200);
    const before = await counts();
    const stale = await call('POST', 'expense-edit.php', edit(id, { description: 'Second clerk' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      message: EXPENSE_MESSAGES.stale,
      current: { id, description: 'First clerk', version: 2 },
    });
    expect(await counts()).toEqual(before);
    expect((await storedExpense(id))?.description).toBe('First clerk');
  });

  it('refuses an edit without the version it was read at, so it cannot overwrite a change unseen', async () => {
    const id = await insert();
    const { version: _version, ...withoutVersion } = edit(id, { description: 'No version sent' });
    await expectRefused('expense-edit', withoutVersion, 'version', VERSION_REQUIRED);
    expect(await storedExpense(id)).toMatchObject({ description: validExpense().description, version: 1 });
  });

  it('keeps a charge that was retired after the expense was made, but will not switch to one', async () => {
    const id = await insert();
    await api.ctx.database.db.update(expenses).set({ chargeId: retiredChargeId }).where(eq(expenses.id, id));
    expect((await call('POST', 'expense-edit', edit(id, { charge_id: retiredChargeId }))).statusCode).toBe(200);
    const other = await insert();
    await expectRefused(
      'expense-edit',
      edit(other, { charge_id: retiredChargeId }),
      'charge_id',
      EXPENSE_MESSAGES.chargeRequired,
    );
  });

  it('answers 404 for an unknown id and writes nothing', async () => {
    const before = await counts();
    const response = await call('POST', 'expense-edit', edit(987654));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Expense not found' });
    expect(await counts()).toEqual(before);
  });

  it('validates like the insert and writes nothing', async () => {
    const id = await insert();
    await expectRefused('expense-edit', edit(id, { amount: -1 }), 'amount', EXPENSE_MESSAGES.amountInvalid);
    await expectRefused('expense-edit', edit(id, { amount: 5.0001 }), 'amount', 'Amount can have at most 3 decimals');
    await expectRefused('expense-edit', edit(id, { date: '2026-02-30' }), 'date', EXPENSE_MESSAGES.dateInvalid);
    await expectRefused(
      'expense-edit',
      edit(id, { description: 'x'.repeat(10_000) }),
      'description',
      EXPENSE_MESSAGES.descriptionTooLong,
    );
    await expectRefused(
      'expense-edit',
      edit(id, { charge_id: 'Diesel' }),
      'charge_id',
      EXPENSE_MESSAGES.chargeRequired,
    );
    await expectRefused('expense-edit', edit(id, { id: 'abc' }), 'id', EXPENSE_MESSAGES.idInvalid);
    await expectRefused('expense-edit', edit(id, { version: 'two' }), 'version', VERSION_REQUIRED);
    expect((await storedExpense(id))?.version).toBe(1);
  });

  it('refuses the Driver and anonymous visitors without writing', async () => {
    const id = await insert();
    const before = await counts();
    expect((await call('POST', 'expense-edit', edit(id), 4)).statusCode).toBe(403);
    expect((await call('POST', 'expense-edit', edit(id), null)).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
    expect((await storedExpense(id))?.version).toBe(1);
  });
});
