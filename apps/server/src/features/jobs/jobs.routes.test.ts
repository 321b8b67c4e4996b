import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_REAL_DATE } from '@fleetledger/shared/dates';
import { sql } from 'drizzle-orm';
import type { Authority } from '@fleetledger/shared/access';
import { useSignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';

const api = useSignedInApp({ masterData: true });

const API = '/api/transportation';

function post(url: string, payload: unknown, authority: Authority = 2) {
  return api.ctx.app.inject({
    method: 'POST',
    url: `${API}/${url}`,
    payload: payload as object,
    headers: { cookie: api.cookies[authority] },
  });
}
function get(url: string, authority: Authority = 2) {
  return api.ctx.app.inject({ method: 'GET', url: `${API}/${url}`, headers: { cookie: api.cookies[authority] } });
}

function entry(overrides: Record<string, unknown> = {}) {
  return {
    date: '2026-11-10',
    container: 'CSQU3054383',
    reference: null,
    is_lose_container: 0,
    description: 'Deliver 40ft to Sitra',
    job: 'J1001',
    customer_id: api.md.customers.acme,
    care_of: 'Yusuf',
    is_taxi: 0,
    driver_id: api.md.drivers.ali,
    truck_id: api.md.trucks.t1,
    charge: 45.5,
    extra_amount: 0,
    extra_description: null,
    ...overrides,
  };
}

describe('GET jobentry_data.php', () => {
  it('lists active customers, trucks and drivers with their truck number, and no bookings yet', async () => {
    const response = await get('jobentry_data.php');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.customers.map((c: { name: string }) => c.name)).toEqual(['Acme Trading', 'Bahrain Marine']);
    expect(data.trucks.map((t: { number: string }) => t.number)).toEqual(['TR-100', 'TR-200']);
    expect(data.drivers).toEqual([
      { id: api.md.drivers.ali, name: 'Ali Hassan', truck_id: api.md.trucks.t1, truck_number: 'TR-100' },
      { id: api.md.drivers.ravi, name: 'Ravi Menon', truck_id: api.md.trucks.t2, truck_number: 'TR-200' },
    ]);
    expect(data.bookings).toEqual([]);
  });

  it('is refused to drivers and anonymous visitors', async () => {
    expect((await get('jobentry_data.php', 4)).statusCode).toBe(403);
    expect((await api.ctx.app.inject({ method: 'GET', url: `${API}/jobentry_data.php` })).statusCode).toBe(401);
  });
});

describe('POST customer_insert.php', () => {
  it('creates a customer from a name only', async () => {
    const response = await post('customer_insert.php', { name: '  Delmon Cargo ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      customerId: expect.any(Number),
      existing: false,
      message: 'Customer created successfully!',
    });
    const row = await api.ctx.database.db.execute<{ name: string }>(
      sql`select name from customers where id = ${response.json().customerId}`,
    );
    expect(row.rows[0]!.name).toBe('Delmon Cargo');
  });

  it('creates a customer from the full form', async () => {
    const response = await post('customer_insert.php', {
      name: 'Sitra Steel',
      cr_name: 'Sitra Steel W.L.L.',
      flat: '12',
      building: '450',
      road: '115',
      block: '601',
      city: 'Sitra',
      email: 'ops@sitra.test',
      mobile: '+973 3600 0000',
    });
    expect(response.statusCode).toBe(200);
    const row = await api.ctx.database.db.execute(
      sql`select cr_name, city, email from customers where id = ${response.json().customerId}`,
    );
    expect(row.rows[0]).toEqual({ cr_name: 'Sitra Steel W.L.L.', city: 'Sitra', email: 'ops@sitra.test' });
  });

  it('answers the existing id for a name that exists in another case or spacing', async () => {
    const before = await tableCounts(api.ctx.database.db, ['customers']);
    const response = await post('customer_insert.php', { name: ' acme TRADING ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      customerId: api.md.customers.acme,
      existing: true,
      message: 'Customer "acme TRADING" already exists; it was selected.',
    });
    expect(await tableCounts(api.ctx.database.db, ['customers'])).toEqual(before);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const before = await tableCounts(api.ctx.database.db, ['customers', 'audit_log']);
    const cases: [unknown, string][] = [
      [{}, 'Customer name is required'],
      [{ name: '   ' }, 'Customer name is required'],
      [{ name: 12 }, 'Customer name is required'],
      [{ name: 'x'.repeat(10_000) }, 'Customer name must be at most 120 characters'],
      [{ name: 'Valid', email: 'not-mail' }, 'Enter a valid e-mail address'],
    ];
    for (const [payload, message] of cases) {
      const response = await post('customer_insert.php', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    expect((await post('customer_insert.php', { name: 'Nope' }, 4)).statusCode).toBe(403);
    expect(await tableCounts(api.ctx.database.db, ['customers', 'audit_log'])).toEqual(before);
  });
});

describe('POST job_insert.php', () => {
  it('creates a job from the Job Entry payload, money stored in fils, audited', async () => {
    const response = await post('job_insert.php', entry({ extra_amount: 5.25, extra_description: 'Waiting time' }));
    expect(response.statusCode).toBe(200);
    const { job_id, message } = response.json();
    expect(message).toBe(`Job created successfully! Job ID: ${job_id}`);
    const row = await api.ctx.database.db.execute(
      sql`select date, container, reference, charge_fils, extra_amount_fils, extra_description, driver_id, created_by is not null as by_user from jobs where id = ${job_id}`,
    );
    expect(row.rows[0]).toEqual({
      date: '2026-11-10',
      container: 'CSQU3054383',
      reference: null,
      charge_fils: 45500,
      extra_amount_fils: 5250,
      extra_description: 'Waiting time',
      driver_id: api.md.drivers.ali,
      by_user: true,
    });
    const audit = await api.ctx.database.db.execute(
      sql`select action from audit_log where entity = 'job' and entity_id = ${String(job_id)}`,
    );
    expect(audit.rows).toEqual([{ action: 'create' }]);
  });

  it('stores a loose container with its reference and no container', async () => {
    const response = await post(
      'job_insert.php',
      entry({ is_lose_container: 1, container: 'IGNORED', reference: 'BL-7788' }),
    );
    expect(response.statusCode).toBe(200);
    const row = await api.ctx.database.db.execute(
      sql`select container, reference, is_lose_container from jobs where id = ${response.json().job_id}`,
    );
    expect(row.rows[0]).toEqual({ container: null, reference: 'BL-7788', is_lose_container: true });
  });

  it('stores a taxi job with a taxi name and no driver or truck', async () => {
    const response = await post(
      'job_insert.php',
      entry({ is_taxi: 1, taxi_name: 'Blue Cab 22', taxi_charge: 8, driver_id: api.md.drivers.ali }),
    );
    expect(response.statusCode).toBe(200);
    const row = await api.ctx.database.db.execute(
      sql`select is_taxi, taxi_name, taxi_charge_fils, driver_id, truck_id from jobs where id = ${response.json().job_id}`,
    );
    expect(row.rows[0]).toEqual({
      is_taxi: true,
      taxi_name: 'Blue Cab 22',
      taxi_charge_fils: 8000,
      driver_id: null,
      truck_id: null,
    });
  });

  it('accepts a job table row as multipart form data', async () => {
    const boundary = '----fleetledger';
    const fields: Record<string, string> = {
      date: '2026-11-11',
      job: 'T-55',
      container: 'msku9070323',
      description: 'From the table',
      customer: 'Bahrain Marine',
      customer_id: String(api.md.customers.bahrainMarine),
      careof: '',
      taxi: 'no',
      driver: 'Ravi Menon',
      driver_id: String(api.md.drivers.ravi),
      truck: 'TR-200',
      truck_id: String(api.md.trucks.t2),
      taxi_charge: '',
      charge: '30.125',
      extra_amount: '0',
      related_note: 'call before',
    };
    const body = Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    const response = await api.postRaw(
      'job_insert.php',
      `${body}--${boundary}--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
      3,
    );
    expect(response.statusCode).toBe(200);
    const row = await api.ctx.database.db.execute(
      sql`select container, charge_fils, related_note, care_of from jobs where id = ${response.json().job_id}`,
    );
    expect(row.rows[0]).toEqual({
      container: 'MSKU9070323',
      charge_fils: 30125,
      related_note: 'call before',
      care_of: null,
    });
  });

  it('answers each validation rule of section 5 with its message, writing nothing', async () => {
    const before = await tableCounts(api.ctx.database.db, ['jobs', 'audit_log']);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ description: '  ' }, 'description', 'Description is required'],
      [{ customer_id: null }, 'customer_id', 'Customer is required'],
      [{ driver_id: null }, 'driver_id', 'Driver is required'],
      [{ truck_id: null }, 'truck_id', 'Truck number is required'],
      [{ charge: undefined }, 'charge', 'Charge amount is required'],
      [{ charge: 'abc' }, 'charge', 'Charge amount is required'],
      [
        { extra_amount: 3, extra_description: '' },
        'extra_description',
        'Extra description is required when extra amount is entered',
      ],
      [{ is_lose_container: 1, reference: '' }, 'reference', 'Reference is required for lose container'],
      [{ customer_id: 999999 }, 'customer_id', 'Customer must be selected from the list'],
      [{ driver_id: api.md.drivers.inactive }, 'driver_id', 'Driver must be selected from the list'],
      [{ truck_id: api.md.trucks.inactive }, 'truck_id', 'Truck must be selected from the list'],
      [{ customer_id: api.md.customers.inactive }, 'customer_id', 'Customer must be selected from the list'],
      [{ job: '1234567' }, 'job', 'Job No can have at most 6 characters'],
      [{ container: 'ABCDEFGHIJKLM' }, 'container', 'Container can have at most 12 characters'],
      [{ charge: -1 }, 'charge', 'Amount must be at least 0'],
      [{ charge: 1.2345 }, 'charge', 'Amount can have at most 3 decimals'],
      [{ extra_amount: -0.5, extra_description: 'x' }, 'extra_amount', 'Amount must be at least 0'],
      [{ date: '2026-02-30' }, 'date', NOT_A_REAL_DATE],
      [{ date: 20261110 }, 'date', 'Date is required'],
      [{ description: 'x'.repeat(10_000) }, 'description', 'Description must be at most 500 characters'],
      [{ customer_id: 'abc' }, 'customer_id', 'Customer is not a valid id'],
      [{ is_taxi: 1, taxi_name: '' }, 'taxi_name', 'Taxi name is required for taxi jobs'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await post('job_insert.php', entry(overrides));
      expect(response.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().errors[field], field).toBe(message);
    }
    const notJson = await api.postRaw('job_insert.php', 'date=2026', 'text/plain', 2);
    expect(notJson.statusCode).toBe(400);
    expect(await tableCounts(api.ctx.database.db, ['jobs', 'audit_log'])).toEqual(before);
  });

  it('is refused to drivers', async () => {
    expect((await post('job_insert.php', entry(), 4)).statusCode).toBe(403);
  });
});

describe('POST job-search.php', () => {
  beforeAll(async () => {
    await post(
      'job_insert.php',
      entry({
        date: '2026-10-01',
        job: 'S-1',
        container: 'TGHU1111111',
        description: 'Steel coils',
        care_of: 'Fatima',
        customer_id: api.md.customers.bahrainMarine,
        driver_id: api.md.drivers.ravi,
        truck_id: api.md.trucks.t2,
      }),
    );
    await post(
      'job_insert.php',
      entry({
        date: '2026-10-02',
        job: 'S-2',
        container: 'TGHU2222222',
        description: '50% off_pallets',
        care_of: null,
      }),
    );
  });

  const search = async (type: string, value: string) => {
    const response = await post('job-search.php', { type, value });
    expect(response.statusCode).toBe(200);
    return response.json<{
      jobs: { job_number: string; date: string; charge: number }[];
      message: string;
      truncated: boolean;
    }>();
  };

  it('finds by each type, case-insensitively, newest first', async () => {
    expect((await search('job', 's-1')).jobs.map((j) => j.job_number)).toEqual(['S-1']);
    expect((await search('container', 'tghu2')).jobs.map((j) => j.job_number)).toEqual(['S-2']);
    expect((await search('customer', 'MARINE')).jobs.map((j) => j.job_number)).toContain('S-1');
    expect((await search('description', 'STEEL')).jobs.map((j) => j.job_number)).toEqual(['S-1']);
    expect((await search('care_of', 'fati')).jobs.map((j) => j.job_number)).toEqual(['S-1']);
    expect((await search('truck', 'tr-2')).jobs.map((j) => j.job_number)).toContain('S-1');
    expect((await search('driver', 'ravi')).jobs.map((j) => j.job_number)).toContain('S-1');
    const byDate = await search('date', '2026-10-02');
    expect(byDate.jobs.map((j) => j.job_number)).toEqual(['S-2']);
    expect(byDate.jobs[0]).toMatchObject({ date: '2026-10-02', charge: 45.5 });
    const all = await search('description', 'e');
    const dates = all.jobs.map((j) => j.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await search('description', '50%')).jobs.map((j) => j.job_number)).toEqual(['S-2']);
    expect((await search('description', 'f_p')).jobs.map((j) => j.job_number)).toEqual(['S-2']);
    expect((await search('description', '%')).jobs.map((j) => j.job_number)).toEqual(['S-2']);
  });

  it('says when nothing matched', async () => {
    const none = await search('container', 'ZZZZ');
    expect(none).toMatchObject({ jobs: [], message: 'No jobs found matching your search criteria', truncated: false });
  });

  it('answers at most 500 jobs and says when more matched', async () => {
    await api.ctx.database.db.execute(sql`
      insert into jobs (date, description, customer_id, charge_fils)
      select date '2025-01-01' + (g % 300), 'bulk load ' || g, ${api.md.customers.acme}, 1000 from generate_series(1, 520) g`);
    const result = await search('description', 'bulk load');
    expect(result.jobs).toHaveLength(500);
    expect(result.truncated).toBe(true);
    expect(result.message).toBe('Showing the newest 500 jobs; more matched — narrow the search to see older ones.');
  });

  it('validates the search', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'job', value: '  ' }, 'Please enter a search value'],
      [{ type: 'job' }, 'Please enter a search value'],
      [{ type: 'colour', value: 'red' }, 'Choose what to search by'],
      [{ type: 'date', value: 'yesterday' }, 'Enter a valid date (YYYY-MM-DD)'],
      [{ type: 'job', value: 'x'.repeat(10_000) }, 'Search value must be at most 100 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await post('job-search.php', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await post('job-search.php', { type: 'job', value: 'S' }, 4)).statusCode).toBe(403);
  });
});

describe('GET container_check.php', () => {
  it('flags a wrong check digit and a container used in the last 30 days', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const created = await post('job_insert.php', entry({ date: today, job: 'C-1', container: 'CSQU3054383' }));
    const id = created.json().job_id;
    const wrong = (await get('container_check.php?container=CSQU3054384')).json();
    expect(wrong).toMatchObject({ check_digit: 'wrong', expected_check_digit: 3, recent_jobs: [] });
    const recent = (await get('container_check.php?container=csqu3054383')).json();
    expect(recent.check_digit).toBe('valid');
    expect(recent.recent_jobs[0]).toMatchObject({ id, job_number: 'C-1', date: today });
    const excluded = (await get(`container_check.php?container=CSQU3054383&exclude_id=${id}`)).json();
    expect(excluded.recent_jobs.map((j: { id: number }) => j.id)).not.toContain(id);
    const plain = (await get('container_check.php?container=LOOSE-1')).json();
    expect(plain).toMatchObject({ check_digit: 'not_iso', expected_check_digit: null });
    expect((await get('container_check.php')).statusCode).toBe(400);
  });
});
