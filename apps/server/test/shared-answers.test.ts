import { gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ADMIN, DRIVER, MANAGER, type Authority } from '@fleetledger/shared/access';
import { todayIn } from '@fleetledger/shared/dates';
import { buildApp } from '../src/app';
import { useSignedInApp } from './signed-in-app';
import { dashboard } from '../src/features/dashboard/dashboard.service';
import { rangedReport } from '../src/features/reports/reports.service';
import { trialBalance } from '../src/features/books/books.service';

// The dashboard and the reports are kept and shared per (parameters, company day, versions), and must
// never be stale once a write is acknowledged (docs/architecture.md, "Answers many people read").

const api = useSignedInApp({ masterData: true });

function read(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers = {},
  authority: Authority = MANAGER,
) {
  return app.inject({
    method,
    url: `/api/transportation/${url}`,
    ...(payload === undefined ? {} : { payload }),
    headers: { cookie: api.cookies[authority], ...headers },
  });
}

const readDashboard = (headers = {}, app = api.ctx.app) => read(app, 'GET', 'dashboard.php', undefined, headers);

const today = () => todayIn(api.ctx.config.companyTz);

async function insertJob(description: string, date = today()) {
  const answer = await api.call(
    'POST',
    'job_insert.php',
    {
      date,
      container: null,
      reference: null,
      is_lose_container: 0,
      description,
      job: null,
      customer_id: api.md.customers.acme,
      care_of: null,
      is_taxi: 0,
      driver_id: api.md.drivers.ali,
      truck_id: api.md.trucks.t1,
      charge: 12.5,
      extra_amount: 0,
      extra_description: null,
    },
    ADMIN,
  );
  expect(answer.statusCode, answer.body).toBe(200);
}

async function insertPaidExpense(amount: number) {
  const answer = await api.call(
    'POST',
    'expense_insert.php',
    {
      date: today(),
      charge: 'Diesel',
      charge_id: api.md.charges.diesel,
      amount,
      description: 'Diesel',
      refrence_id: null,
      type: 'general',
      truck_id: null,
      driver_id: null,
      job_number: null,
      due_date: null,
      status: 'paid',
      company: 'Bapco',
    },
    ADMIN,
  );
  expect(answer.statusCode, answer.body).toBe(200);
}

const fresh = () => dashboard(api.ctx.database.db, api.ctx.config.companyTz);

beforeEach(async () => {
  await api.ctx.database.db.execute(sql`delete from jobs`);
});

describe('the shared dashboard', () => {
  it('answers 304 to the holder of its ETag, and a new answer once a job is saved', async () => {
    const first = await readDashboard();
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"dashboard\./);
    expect((await readDashboard({ 'if-none-match': etag })).statusCode).toBe(304);

    await insertJob('Counted at once');
    const after = await readDashboard({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().overall.total_jobs).toBe(first.json().overall.total_jobs + 1);
    expect(after.json()).toEqual(JSON.parse(JSON.stringify(await fresh())));
  });

  it('shows an expense and a renamed customer at the next read', async () => {
    await insertJob('For the customer list');
    const before = (await readDashboard()).json();
    await insertPaidExpense(7.25);
    const afterExpense = (await readDashboard()).json();
    expect(afterExpense.overall_expenses).toBeCloseTo(before.overall_expenses + 7.25, 3);

    await api.ctx.database.db.execute(
      sql`update customers set name = 'Acme Renamed', version = version + 1 where id = ${api.md.customers.acme}`,
    );
    const afterRename = (await readDashboard()).json();
    expect(afterRename.current_month_customers.map((c: { customer_name: string }) => c.customer_name)).toContain(
      'Acme Renamed',
    );
    await api.ctx.database.db.execute(
      sql`update customers set name = 'Acme Trading', version = version + 1 where id = ${api.md.customers.acme}`,
    );
  });

  it('is never stale after twenty saves that race twenty reads', async () => {
    const seen = new Set<string>();
    await Promise.all([
      ...Array.from({ length: 20 }, (_, index) => insertJob(`Racing ${index}`)),
      ...Array.from({ length: 20 }, async () => {
        const answer = await readDashboard();
        expect(answer.statusCode).toBe(200);
        seen.add(String(answer.headers.etag));
      }),
    ]);
    const settled = await readDashboard();
    expect(settled.json()).toEqual(JSON.parse(JSON.stringify(await fresh())));
    expect(settled.json().overall.total_jobs).toBe(
      Number((await api.ctx.database.db.execute<{ n: number }>(sql`select count(*)::int as n from jobs`)).rows[0]!.n),
    );
    // Only the ETag of the settled state may still be held.
    for (const etag of seen) {
      if (etag === settled.headers.etag) continue;
      expect((await readDashboard({ 'if-none-match': etag })).statusCode).toBe(200);
    }
  });

  it('sends the one answer gzipped to a reader who takes it, equal to the plain one', async () => {
    await insertJob('Zipped');
    const plain = await readDashboard();
    const zipped = await readDashboard({ 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it("never mixes a Driver's own dashboard with the company's", async () => {
    await insertJob('Seen by staff');
    for (let round = 0; round < 3; round += 1) {
      const staff = await readDashboard();
      const driver = await api.call('GET', 'dashboard.php', undefined, DRIVER);
      expect(staff.json().view).toBe('company');
      expect(driver.json().view).toBe('driver');
      expect(driver.headers.etag).toBeUndefined();
    }
  });

  it('is fresh on a second app on the same database that kept an older answer', async () => {
    const other = await buildApp({ config: api.ctx.config, database: api.ctx.database, logger: false });
    try {
      await other.ready();
      const kept = await readDashboard({}, other);
      expect(kept.statusCode).toBe(200);
      await insertJob('Saved through the first app');
      const again = await readDashboard({}, other);
      expect(again.json().overall.total_jobs).toBe(kept.json().overall.total_jobs + 1);
    } finally {
      await other.close();
    }
  });
});

describe('shared reports', () => {
  it('answer each range with its own figures, and a saved job at the next read', async () => {
    const year = { from: '2026-01-01', to: '2026-12-31' };
    const day = { from: today(), to: today() };
    await insertJob('In the report');
    const report = (range: { from: string; to: string }) =>
      read(api.ctx.app, 'POST', 'report/customer_job_report.php', range);
    const direct = async (range: { from: string; to: string }) =>
      JSON.parse(JSON.stringify(await rangedReport(api.ctx.database.db, 'customer_job', range)));

    const [dayAnswer, yearAnswer] = [await report(day), await report(year)];
    expect(dayAnswer.headers.etag).not.toBe(yearAnswer.headers.etag);
    expect(dayAnswer.json().data).toEqual(await direct(day));
    expect(yearAnswer.json().data).toEqual(await direct(year));

    await insertJob('Also in the report');
    const afterDay = await report(day);
    expect(afterDay.headers.etag).not.toBe(dayAnswer.headers.etag);
    expect(afterDay.json().data).toEqual(await direct(day));
  });

  it("show a paid expense in the books' trial balance at the next read", async () => {
    const period = `from=${today().slice(0, 8)}01&to=${today()}`;
    const before = await read(api.ctx.app, 'GET', `books/trial_balance?${period}`, undefined, {}, ADMIN);
    expect(before.statusCode, before.body).toBe(200);
    await insertPaidExpense(3.5);
    const after = await read(api.ctx.app, 'GET', `books/trial_balance?${period}`, undefined, {}, ADMIN);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const query = { from: `${today().slice(0, 8)}01`, to: today() };
    expect(after.json()).toEqual(JSON.parse(JSON.stringify(await trialBalance(api.ctx.database.db, query))));
    expect(after.body).not.toBe(before.body);
  });
});
