import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { useTestContext, type TestContext } from '../../test/test-app';
import { startEmbedded } from './embedded';
import { openDatabase } from './open-database';
import { APP_ROLE } from './database-roles';
import { asOwner } from '../../test/owner-session';
import { clearBooks } from '../../test/clear-books';

/** What the database answers when `query` is run through the app's own pool. */
async function answer(ctx: TestContext, query: SQL): Promise<string> {
  return ctx.database.db.execute(query).then(
    () => 'done',
    (error: unknown) => {
      const cause = (error as { cause?: unknown }).cause;
      return cause instanceof Error ? cause.message : (error as Error).message;
    },
  );
}

describe("the app's own database role", () => {
  const ctx = useTestContext();

  it('is neither a superuser nor the owner of any table', async () => {
    const me = await ctx.database.db.execute<{ user: string; superuser: boolean; owned: number }>(
      sql`select current_user as user, rolsuper as superuser,
            (select count(*)::int from pg_tables where tableowner = current_user) as owned
          from pg_roles where rolname = current_user`,
    );
    expect(me.rows).toEqual([{ user: APP_ROLE, superuser: false, owned: 0 }]);
  });

  it('cannot switch the ledger triggers off, in the session or on the table', async () => {
    expect(await answer(ctx, sql`set session_replication_role = replica`)).toBe(
      'permission denied to set parameter "session_replication_role"',
    );
    for (const table of ['ledger_entries', 'ledger_lines', 'ledger_month_totals']) {
      expect(await answer(ctx, sql.raw(`alter table ${table} disable trigger all`))).toBe(
        `must be owner of table ${table}`,
      );
    }
  });

  it('may read and add to the books, never change or remove what they hold', async () => {
    for (const table of ['ledger_entries', 'ledger_lines', 'ledger_month_totals']) {
      expect(await answer(ctx, sql.raw(`select count(*) from ${table}`))).toBe('done');
      for (const change of [`delete from ${table}`, `update ${table} set ${column(table)}`, `truncate ${table}`])
        expect(await answer(ctx, sql.raw(change))).toBe(`permission denied for table ${table}`);
    }
    const privileges = await ctx.database.db.execute<{ table_name: string; privileges: string }>(
      sql`select table_name, string_agg(privilege_type, ',' order by privilege_type) as privileges
          from information_schema.role_table_grants
          where grantee = current_user and table_name in ('ledger_entries', 'ledger_lines', 'ledger_month_totals')
          group by table_name order by table_name`,
    );
    expect(privileges.rows).toEqual(
      ['ledger_entries', 'ledger_lines', 'ledger_month_totals'].map((table) => ({
        table_name: table,
        privileges: 'INSERT,SELECT',
      })),
    );
  });

  it('may only add to the audit log, its seals and the filed VAT returns; their triggers refuse the owner too', async () => {
    const kept = { audit_log: 'action', audit_seals: 'hash', vat_returns: 'boxes', vat_return_lines: 'vat_fils' };
    for (const [table, field] of Object.entries(kept)) {
      expect(await answer(ctx, sql.raw(`select count(*) from ${table}`))).toBe('done');
      for (const change of [`delete from ${table}`, `update ${table} set ${field} = ${field}`, `truncate ${table}`])
        expect(await answer(ctx, sql.raw(change))).toBe(`permission denied for table ${table}`);
    }
    await asOwner(ctx.database.db, async (owner) => {
      const ownerAnswer = (query: string) =>
        owner.execute(sql.raw(query)).then(
          () => 'done',
          (error: unknown) => ((error as { cause?: Error }).cause ?? (error as Error)).message,
        );
      await owner.execute(sql`insert into audit_log (action, entity) values ('test', 'roles')`);
      await owner.execute(
        sql`insert into vat_returns (period_from, period_to, boxes) values ('2020-01-01', '2020-03-31', '{}')`,
      );
      for (const table of Object.keys(kept)) {
        expect(await ownerAnswer(`truncate ${table} cascade`)).toMatch(/only takes new rows: TRUNCATE is refused$/);
      }
      expect(await ownerAnswer(`update audit_log set action = 'other' where entity = 'roles'`)).toBe(
        'audit_log only takes new rows: UPDATE is refused',
      );
      expect(await ownerAnswer(`delete from audit_log where entity = 'roles'`)).toBe(
        'audit_log only takes new rows: DELETE is refused',
      );
      expect(await ownerAnswer(`update vat_returns set boxes = '{"1": 1}' where period_from = '2020-01-01'`)).toBe(
        'A filed VAT return is never changed: UPDATE on vat_returns is refused',
      );
      expect(await ownerAnswer(`delete from vat_returns where period_from = '2020-01-01'`)).toBe(
        'vat_returns only takes new rows: DELETE is refused',
      );
    });
    // A return filed before its documents were kept takes the books' head, once.
    const filed = sql`period_from = '2020-01-01'`;
    expect(await answer(ctx, sql`update vat_returns set ledger_head_id = 0 where ${filed}`)).toBe('done');
    expect(await answer(ctx, sql`update vat_returns set ledger_head_id = 1 where ${filed}`)).toBe(
      'A filed VAT return is never changed: UPDATE on vat_returns is refused',
    );
    await clearBooks(ctx.database.db);
  });

  it("cannot reach the month totals through their trigger's function on a table of its own", async () => {
    await ctx.database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`create temporary table added (account_id bigint, date date, debit_fils bigint, credit_fils bigint)`,
        );
        const attached = await tx
          .execute(
            sql`create trigger sneak after insert on added referencing new table as added
              for each statement execute function ledger_month_totals_add()`,
          )
          .then(
            () => 'attached',
            (error: unknown) => ((error as { cause?: Error }).cause ?? (error as Error)).message,
          );
        expect(attached).toBe('permission denied for function ledger_month_totals_add');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!String(error).includes('Rollback')) throw error;
      });
  });
});

function column(table: string): string {
  return table === 'ledger_entries' ? 'memo = memo' : 'debit_fils = debit_fils';
}

describe('opening the database for the app', () => {
  let parent: string;
  beforeAll(() => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-roles-'));
    fs.chmodSync(parent, 0o755);
  });
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  const whoAmI = async (database: { db: { execute: (q: SQL) => Promise<{ rows: unknown[] }> } }) =>
    (
      await database.db.execute(
        sql`select current_user as user, rolsuper as superuser from pg_roles where rolname = current_user`,
      )
    ).rows[0];

  it("embedded: the app connects as its own role, whose password waits beside the superuser's in the 0600 file", async () => {
    const dataDir = path.join(parent, 'embedded');
    const config = loadConfig({ DATA_DIR: dataDir });
    const database = await openDatabase(config, 'own', 'app', () => undefined, []);
    try {
      expect(await whoAmI(database)).toEqual({ user: APP_ROLE, superuser: false });
      const file = path.join(dataDir, 'pg-credentials.json');
      expect(fs.statSync(file).mode & 0o077).toBe(0);
      const credentials = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      expect(credentials).toMatchObject({ user: 'postgres', app: { user: APP_ROLE } });
    } finally {
      await database.shutdown();
    }
    // A data directory from before the app had a role of its own gets one at its next start.
    const file = path.join(dataDir, 'pg-credentials.json');
    const { app: _app, ...superuserOnly } = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(file, JSON.stringify(superuserOnly));
    const again = await openDatabase(config, 'own', 'app', () => undefined, []);
    try {
      expect(await whoAmI(again)).toEqual({ user: APP_ROLE, superuser: false });
    } finally {
      await again.shutdown();
    }
  }, 120_000);

  it('DATABASE_URL alone (the owner): the app makes its role and connects as it; with DATABASE_OWNER_URL, DATABASE_URL must not be the owner', async () => {
    const server = await startEmbedded({ dataDir: path.join(parent, 'external'), mode: 'own', log: () => undefined });
    try {
      const dataDir = path.join(parent, 'files');
      const oneUrl = await openDatabase(
        loadConfig({ DATA_DIR: dataDir, DATABASE_URL: server.url }),
        'own',
        'app',
        () => undefined,
        [],
      );
      let appUrl: string;
      try {
        expect(await whoAmI(oneUrl)).toEqual({ user: APP_ROLE, superuser: false });
        appUrl = oneUrl.db.$client.options.connectionString!;
      } finally {
        await oneUrl.shutdown();
      }

      const twoUrls = await openDatabase(
        loadConfig({ DATA_DIR: dataDir, DATABASE_OWNER_URL: server.url, DATABASE_URL: appUrl }),
        'own',
        'app',
        () => undefined,
        [],
      );
      expect(await whoAmI(twoUrls)).toEqual({ user: APP_ROLE, superuser: false });
      await twoUrls.shutdown();

      await expect(
        openDatabase(
          loadConfig({ DATA_DIR: dataDir, DATABASE_OWNER_URL: server.url, DATABASE_URL: server.url }),
          'own',
          'app',
          () => undefined,
          [],
        ),
      ).rejects.toThrow("The app's database role postgres is a superuser");
    } finally {
      await server.stop();
    }
  }, 120_000);
});
