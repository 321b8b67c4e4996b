import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { useTestContext } from '../../test/test-app';
import { readVersionsOf } from './read-versions.queries';

// Versions are what the shared answers are keyed by (docs/architecture.md, "Answers many people read"):
// every table a report reads moves one on, at commit, in the writer's own transaction.

/** The tables no shared answer reads, and why they may change without moving a version. */
const READ_BY_NO_REPORT: Record<string, string> = {
  sessions: 'who is signed in',
  sign_in_failures: 'sign-in limits',
  security_code_failures: 'security code limits',
  users: 'sign-ins write to it; no shared answer shows a user',
  audit_log: 'the history of writes',
  audit_seals: "the audit log's seals, written after its entries",
  audit_unsealed: 'the audit entries waiting for their seals',
  mail_outbox: 'mail',
  mail_reminders: 'mail',
  mail_reminder_runs: 'mail',
  stored_files: 'file contents, read by their own calls',
  document_counters: 'moves only with the documents it numbers',
  document_number_series: 'a prefix changes only numbers not yet given, which no kept answer holds',
  document_number_prefixes: 'a prefix changes only numbers not yet given, which no kept answer holds',
  journal_request_keys: 'idempotency keys',
  payment_request_keys: 'idempotency keys',
  receipt_request_keys: 'idempotency keys',
  month_totals: 'written only by the triggers of jobs and expenses, which move versions themselves',
  month_total_moves: 'what a transaction will add to month_totals at its commit, empty between transactions',
  ledger_month_totals: 'written only by the triggers of the ledger lines, which move versions themselves',
  read_versions: 'the versions themselves',
  job_changes: 'written only by the triggers of jobs and their attachments, which move versions themselves',
  read_version_moves: 'the versions themselves',
};

const ctx = useTestContext();

const books = () => readVersionsOf(ctx.database.db, ['books', 'masterdata']);

async function inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await ctx.database.pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

describe('read versions', () => {
  it('are moved on by every table a report may read, and every other table is named with its reason', async () => {
    const found = await ctx.database.db.execute<{ table: string; follows: string[] }>(sql`
      select c.relname as table,
             coalesce(array_agg(distinct p.proname::text) filter (where p.proname like 'read_versions_follow_%'), '{}') as follows
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      left join pg_trigger t on t.tgrelid = c.oid and not t.tgisinternal
      left join pg_proc p on p.oid = t.tgfoid
      where c.relkind = 'r'
      group by c.relname order by c.relname`);
    const unfollowed = found.rows.filter((row) => row.follows.length === 0).map((row) => row.table);
    expect(unfollowed.sort()).toEqual(Object.keys(READ_BY_NO_REPORT).sort());
  });

  it('move on when the writing transaction commits, not before, and not at all when it rolls back', async () => {
    const before = await books();
    const client = await ctx.database.pool.connect();
    try {
      await client.query('begin');
      await client.query('update accounts set name = name where id = (select min(id) from accounts)');
      expect(await books()).toBe(before);
      await client.query('rollback');
      expect(await books()).toBe(before);

      await client.query('begin');
      await client.query('update accounts set name = name where id = (select min(id) from accounts)');
      await client.query('update customers set name = name where id = (select min(id) from customers)');
      expect(await books()).toBe(before);
      await client.query('commit');
    } finally {
      client.release();
    }
    const [booksAfter, masterdataAfter] = (await books()).split('.');
    const [booksBefore, masterdataBefore] = before.split('.');
    expect(Number(booksAfter)).toBeGreaterThan(Number(booksBefore));
    expect(Number(masterdataAfter)).toBeGreaterThan(Number(masterdataBefore));
  });

  it('keep a write made inside a savepoint that rolled back from moving anything', async () => {
    const before = await books();
    await inTransaction(async (client) => {
      await client.query('savepoint s');
      await client.query('update accounts set name = name where id = (select min(id) from accounts)');
      await client.query('rollback to savepoint s');
    });
    expect(await books()).toBe(before);
  });

  it("move 'job_owners' on when a job changes truck or driver or goes, not when one is added or edited otherwise", async () => {
    const owners = () => readVersionsOf(ctx.database.db, ['job_owners']);
    const made = await ctx.database.db.execute<{ customer: number; truck: number; other: number; driver: number }>(sql`
      with c as (insert into customers (name) values ('Owners') returning id),
        t as (insert into trucks (number) values ('OWN-1'), ('OWN-2') returning id),
        d as (insert into drivers (name) values ('Owner driver') returning id)
      select (select id from c) as customer, (select min(id) from t) as truck, (select max(id) from t) as other,
        (select id from d) as driver`);
    const { customer, truck, other, driver } = made.rows[0]!;
    const start = await owners();
    const job = await ctx.database.db.execute<{ id: number }>(sql`
      insert into jobs (date, description, customer_id, truck_id, charge_fils)
      values ('2026-03-02', 'Owned', ${customer}, ${truck}, 1000) returning id`);
    const id = job.rows[0]!.id;
    await ctx.database.db.execute(
      sql`update jobs set description = 'Owned still', truck_id = ${truck} where id = ${id}`,
    );
    expect(await owners()).toBe(start);

    await ctx.database.db.execute(sql`update jobs set truck_id = ${other} where id = ${id}`);
    const moved = await owners();
    expect(Number(moved)).toBeGreaterThan(Number(start));
    await ctx.database.db.execute(sql`update jobs set driver_id = ${driver} where id = ${id}`);
    const driven = await owners();
    expect(Number(driven)).toBeGreaterThan(Number(moved));
    await ctx.database.db.execute(sql`delete from jobs where id = ${id}`);
    expect(Number(await owners())).toBeGreaterThan(Number(driven));
  });

  it('never deadlock two writers that touch the books and the master data in opposite orders', async () => {
    const customers = await ctx.database.db.execute<{ id: number }>(sql`
      insert into customers (name) select 'Version race ' || g from generate_series(1, 40) g returning id`);
    const accounts = await ctx.database.db.execute<{ id: number }>(sql`select id from accounts order by id limit 40`);
    expect(accounts.rows.length).toBeGreaterThanOrEqual(20);
    const before = await books();
    // Each transaction its own rows, so only the versions could make one wait for another.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) =>
        inTransaction(async (client) => {
          const customer = customers.rows[index]!.id;
          const account = accounts.rows[index % accounts.rows.length]!.id;
          const bookFirst = index % 2 === 0;
          const touchBooks = () => client.query('update accounts set name = name where id = $1', [account]);
          const touchCustomer = () => client.query('update customers set name = name where id = $1', [customer]);
          await (bookFirst ? touchBooks() : touchCustomer());
          await client.query('select pg_sleep(0.02)');
          await (bookFirst ? touchCustomer() : touchBooks());
        }),
      ),
    );
    const failed = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(failed.map((outcome) => String(outcome.reason))).toEqual([]);
    expect(await books()).not.toBe(before);
  });
});
