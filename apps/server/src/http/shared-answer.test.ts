import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ADMIN, DRIVER, MANAGER, SUPERVISOR, type Authority } from '@fleetledger/shared/access';
import { todayIn } from '@fleetledger/shared/dates';
import { buildApp } from '../app';
import { useSignedInApp } from '../../test/signed-in-app';
import { insertJob, jobPayload } from '../../test/job-fixture';
import { CODES, ledgerScenario } from '../../test/ledger-scenario';
import { signInAs, TEST_USERS } from '../../test/users-fixture';

// What many people read is kept and shared per (call, parameters, company day, versions), and is never
// stale once a write is acknowledged (docs/architecture.md, "Answers many people read"). These tests
// reach it through the calls the screens make, and compare with the answer an app that has kept nothing
// builds from the database at that moment.

const api = useSignedInApp({ masterData: true, listening: true, securityCodes: CODES });
const scenario = ledgerScenario(api);
const db = () => api.ctx.database.db;
const today = () => todayIn(api.ctx.config.companyTz);
const thisMonth = () => ({ from: `${today().slice(0, 8)}01`, to: today() });

/** A read as the screens make it: the books are an Admin's, the rest a Manager's; a report over this month. */
function read(url: string, headers: Record<string, string> = {}, authority?: Authority, app = api.ctx.app) {
  const reader = authority ?? (url.startsWith('books/') ? ADMIN : MANAGER);
  const [method, path, payload] = url.startsWith('report/') ? ['POST', url, thisMonth()] : ['GET', url, undefined];
  return app.inject({
    method: method as 'GET' | 'POST',
    url: `/api/transportation/${path}`,
    ...(payload === undefined ? {} : { payload }),
    headers: { cookie: api.cookies[reader], ...headers },
  });
}

const readDashboard = (headers: Record<string, string> = {}, authority: Authority = MANAGER) =>
  read('dashboard.php', headers, authority);
const period = (range: { from: string; to: string }) => `from=${range.from}&to=${range.to}`;

/** Another app on the same database, which has kept no answer: what it answers is built from the rows now. */
async function withOtherApp<T>(use: (other: FastifyInstance) => Promise<T>): Promise<T> {
  const other = await buildApp({ config: api.ctx.config, database: api.ctx.database, logger: false });
  try {
    await other.ready();
    return await use(other);
  } finally {
    await other.close();
  }
}

const builtAfresh = (url: string) =>
  withOtherApp(async (other) => {
    const answer = await read(url, {}, undefined, other);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<unknown>();
  });

/** The jobs the dashboard counts: every job of this file is dated today, inside its twelve months. */
async function jobsCounted(): Promise<number> {
  const counted = await db().execute<{ n: number }>(sql`select count(*)::int as n from jobs`);
  return counted.rows[0]!.n;
}

/** The answer a holder of `etag` gets now: a write since it was given must make it 200. */
async function heldAnswer(url: string, etag: string) {
  return (await read(url, { 'if-none-match': etag })).statusCode;
}

describe('shared answers through the server', () => {
  it('are one answer for every member of staff, kept across writes that no report reads', async () => {
    await insertJob(api, { date: today() });
    const manager = await readDashboard();
    const supervisor = await readDashboard({}, SUPERVISOR);
    expect(supervisor.headers.etag).toBe(manager.headers.etag);
    expect(supervisor.body).toBe(manager.body);
    const report = await read('report/customer_job_report.php');
    const balance = await read(`books/trial_balance?${period(thisMonth())}`);
    // A sign-in writes a session, and a report read by POST is no write: neither moves the answers on.
    await signInAs(api.ctx.app, TEST_USERS[MANAGER]);
    expect(await heldAnswer('dashboard.php', String(manager.headers.etag))).toBe(304);
    expect(await heldAnswer('report/customer_job_report.php', String(report.headers.etag))).toBe(304);
    const again = await read(`books/trial_balance?${period(thisMonth())}`, {
      'if-none-match': String(balance.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('show a customer renamed on the master data page at the next read', async () => {
    await insertJob(api, { date: today() });
    const before = await readDashboard();
    const [acme] = (
      await db().execute<{ version: number }>(sql`select version from customers where id = ${api.md.customers.acme}`)
    ).rows;
    const renamed = await api.call('POST', 'customer_save', {
      id: api.md.customers.acme,
      version: acme!.version,
      name: 'Acme Gulf Trading',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    expect(await heldAnswer('dashboard.php', String(before.headers.etag))).toBe(200);
    const after = (await readDashboard()).json();
    expect(after).toEqual(await builtAfresh('dashboard.php'));
    const names = after.current_month_customers.map((customer: { customer_name: string }) => customer.customer_name);
    expect(names).toContain('Acme Gulf Trading');
    expect(names).not.toContain('Acme Trading');
  });

  it('leave a job deleted from the job table out of the dashboard and the reports at the next read', async () => {
    const id = await insertJob(api, { date: today(), description: 'Deleted soon' });
    const dashboardBefore = await readDashboard();
    const reportBefore = await read('report/customer_job_report.php');
    const monthlyBefore = await read('report/driver_monthly_wise.php');
    const deleted = await api.call('POST', 'job_delete.php', { id });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const dashboardAfter = await readDashboard({ 'if-none-match': String(dashboardBefore.headers.etag) });
    expect(dashboardAfter.statusCode).toBe(200);
    expect(dashboardAfter.json().overall.total_jobs).toBe(dashboardBefore.json().overall.total_jobs - 1);
    expect(dashboardAfter.json().overall.total_jobs).toBe(await jobsCounted());
    const reportAfter = await read('report/customer_job_report.php');
    expect(reportAfter.headers.etag).not.toBe(reportBefore.headers.etag);
    expect(reportAfter.json()).toEqual(await builtAfresh('report/customer_job_report.php'));
    const monthlyAfter = await read('report/driver_monthly_wise.php');
    expect(monthlyAfter.headers.etag).not.toBe(monthlyBefore.headers.etag);
    expect(monthlyAfter.json()).toEqual(await builtAfresh('report/driver_monthly_wise.php'));
  });

  it('are never stale after twenty saves through real sockets racing twenty reads', async () => {
    const base = await jobsCounted();
    const through = (path: string, init: RequestInit = {}) =>
      fetch(`${api.baseUrl}/api/transportation/${path}`, {
        ...init,
        headers: { cookie: api.cookies[MANAGER], origin: api.baseUrl, 'content-type': 'application/json' },
      });
    const seen: { etag: string; totalJobs: number; acknowledgedBefore: number }[] = [];
    let acknowledged = 0;
    const readNow = async () => {
      const acknowledgedBefore = acknowledged;
      const answer = await through('dashboard.php');
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { overall: { total_jobs: number } };
      seen.push({ etag: String(answer.headers.get('etag')), totalJobs: body.overall.total_jobs, acknowledgedBefore });
    };
    const saves = Array.from({ length: 20 }, async (_, index) => {
      const saved = await through('job_insert.php', {
        method: 'POST',
        body: JSON.stringify(jobPayload(api.md, { date: today(), description: `Racing ${index}` })),
      });
      expect(saved.status, await saved.text()).toBe(200);
      acknowledged += 1;
      // A read that starts once this save is acknowledged, while the others are still in flight.
      await readNow();
    });
    await Promise.all([...saves, ...Array.from({ length: 20 }, readNow)]);

    expect(acknowledged).toBe(20);
    for (const answer of seen) expect(answer.totalJobs).toBeGreaterThanOrEqual(base + answer.acknowledgedBefore);
    const settled = await readDashboard();
    expect(settled.json()).toEqual(await builtAfresh('dashboard.php'));
    expect(settled.json().overall.total_jobs).toBe(base + 20);
    expect(await jobsCounted()).toBe(base + 20);
    for (const { etag } of seen) {
      if (etag !== settled.headers.etag) expect(await heldAnswer('dashboard.php', etag)).toBe(200);
    }
  });

  it("answer a Driver who holds the company's ETag with their own dashboard, never a 304", async () => {
    const staff = await readDashboard();
    const driver = await readDashboard({ 'if-none-match': String(staff.headers.etag) }, DRIVER);
    expect(driver.statusCode).toBe(200);
    expect(driver.json().view).toBe('driver');
    expect(driver.headers.etag).toBeUndefined();
  });

  it("show a posted invoice in the books' reports at the next read", async () => {
    const month = thisMonth();
    const urls = {
      aging: `books/receivables_aging?date=${today()}`,
      profit: `books/profit_and_loss?${period(month)}`,
      statement: `books/customer_statement?${period(month)}&customer_id=${api.md.customers.acme}`,
    };
    const before = Object.fromEntries(
      await Promise.all(Object.entries(urls).map(async ([name, url]) => [name, await read(url)] as const)),
    );
    for (const answer of Object.values(before)) expect(answer.statusCode, answer.body).toBe(200);

    const made = await scenario.invoice(
      api.md.customers.acme,
      today(),
      [{ quantity: 2, unitFils: 40_000, vatPercent: 10 }],
      0,
    );
    expect(made.status).toBe(200);
    expect(await scenario.post('invoice', made.number!)).toBe(200);

    for (const [name, url] of Object.entries(urls)) {
      expect(await heldAnswer(url, String(before[name]!.headers.etag)), name).toBe(200);
    }
    const aging = (await read(urls.aging)).json();
    expect(aging).toEqual(await builtAfresh(urls.aging));
    // Two loads at 40.000 with 10% VAT.
    expect(aging.totals.balance).toBeCloseTo(before.aging!.json().totals.balance + 88, 3);
    expect((await read(urls.profit)).json()).toEqual(await builtAfresh(urls.profit));
    const statement = (await read(urls.statement)).json();
    expect(statement).toEqual(await builtAfresh(urls.statement));
    expect(statement).not.toEqual(before.statement!.json());
  });

  it('give each set of parameters its own answer', async () => {
    const month = thisMonth();
    const year = { from: `${today().slice(0, 4)}-01-01`, to: today() };
    const statementOf = (customerId: number) => `books/customer_statement?${period(month)}&customer_id=${customerId}`;
    const acme = await read(statementOf(api.md.customers.acme));
    const marine = await read(statementOf(api.md.customers.bahrainMarine));
    expect(acme.headers.etag).not.toBe(marine.headers.etag);
    expect(marine.json()).toEqual(await builtAfresh(statementOf(api.md.customers.bahrainMarine)));
    expect(acme.json()).toEqual(await builtAfresh(statementOf(api.md.customers.acme)));

    const monthBalance = await read(`books/trial_balance?${period(month)}`);
    const yearBalance = await read(`books/trial_balance?${period(year)}`);
    expect(monthBalance.headers.etag).not.toBe(yearBalance.headers.etag);
    expect(monthBalance.json()).toEqual(await builtAfresh(`books/trial_balance?${period(month)}`));
    expect(yearBalance.json()).toEqual(await builtAfresh(`books/trial_balance?${period(year)}`));
  });

  it('share one answer among readers who send fields a report does not read', async () => {
    const post = (payload: object) =>
      api.ctx.app.inject({
        method: 'POST',
        url: '/api/transportation/report/driver_monthly_wise.php',
        payload,
        headers: { cookie: api.cookies[MANAGER] },
      });
    const plain = await post({});
    const padded = await post({ page: 2, anything: 'else' });
    expect(padded.statusCode).toBe(200);
    expect(padded.headers.etag).toBe(plain.headers.etag);
    expect(padded.body).toBe(plain.body);
  });

  it('give no ETag with a failure, so no later reader is told it still holds one', async () => {
    const url = `books/customer_statement?${period(thisMonth())}&customer_id=999999`;
    const missing = await read(url);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('send a report gzipped only to a reader who takes gzip, the same bytes either way', async () => {
    const plain = await read('report/customer_job_report.php');
    const zipped = await read('report/customer_job_report.php', { 'accept-encoding': 'gzip' });
    const refused = await read('report/customer_job_report.php', { 'accept-encoding': 'gzip;q=0' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
    const refusedByName = await read('report/customer_job_report.php', { 'accept-encoding': 'gzip;q=0, *' });
    expect(refusedByName.headers['content-encoding']).not.toBe('gzip');
    const anything = await read('report/customer_job_report.php', { 'accept-encoding': '*' });
    expect(gunzipSync(anything.rawPayload).toString()).toBe(plain.body);
  });

  it('are fresh on a second app on the same database once the first has written to the books', async () => {
    const url = `books/trial_balance?${period(thisMonth())}`;
    await withOtherApp(async (other) => {
      const kept = await read(url, {}, undefined, other);
      expect(kept.statusCode).toBe(200);
      const spent = await api.call('POST', 'expense_insert.php', {
        date: today(),
        charge: 'Diesel',
        charge_id: api.md.charges.diesel,
        amount: 9.125,
        description: 'Diesel for TR-100',
        type: 'general',
        status: 'paid',
      });
      expect(spent.statusCode, spent.body).toBe(200);
      const again = await read(url, { 'if-none-match': String(kept.headers.etag) }, undefined, other);
      expect(again.statusCode).toBe(200);
      expect(again.body).not.toBe(kept.body);
      expect(again.json()).toEqual(await builtAfresh(url));
    });
  });
});
