import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { useTestContext } from '../../test/test-app';
import { asOwner } from '../../test/owner-session';
import { connect } from './client';
import { APP_ROLE } from './database-roles';
import { freePort } from './embedded';
import { DATABASE_UNREACHABLE_MESSAGE, isDatabaseUnreachable } from './database-unreachable';

describe('a call while the database is unreachable', () => {
  it('answers 503 with Retry-After and says to try again, at once', async () => {
    const nobody = await freePort();
    const database = connect(`postgres://fleetledger_app:secret@127.0.0.1:${nobody}/fleetledger`, 2, {
      boundedStatements: true,
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-unreachable-'));
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir });
    const app = await buildApp({ config, database, logger: false });
    try {
      const began = Date.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/transportation/login.php',
        payload: { email: 'a@b.test', password: 'whatever-pass' },
      });
      expect(Date.now() - began).toBeLessThan(5_000);
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({ success: false, message: DATABASE_UNREACHABLE_MESSAGE });
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('what counts as the database being unreachable', () => {
  const ctx = useTestContext();

  const failure = (run: () => Promise<unknown>) =>
    run().then(
      () => undefined,
      (error: unknown) => error,
    );

  it('a statement cancelled by its time limit, or its connection ended by the server', async () => {
    const slow = await failure(() =>
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 50`);
        await tx.execute(sql`select pg_sleep(1)`);
      }),
    );
    expect(isDatabaseUnreachable(slow)).toBe(true);

    const ended = await failure(() =>
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      }),
    );
    expect(isDatabaseUnreachable(ended)).toBe(true);
  });

  it('not a refusal of what was asked: a broken rule, a missing table', async () => {
    const refused = await failure(() => ctx.database.db.execute(sql`select 1 / 0`));
    const missing = await failure(() => ctx.database.db.execute(sql`select * from no_such_table`));
    expect([isDatabaseUnreachable(refused), isDatabaseUnreachable(missing)]).toEqual([false, false]);
  });
});

describe('when the server comes back', () => {
  const ctx = useTestContext();

  it('the pool connects again: a server that ended every connection costs no more than the calls it cut', async () => {
    await Promise.all(Array.from({ length: 4 }, () => ctx.database.db.execute(sql`select pg_sleep(0.05)`)));
    expect(ctx.database.pool.totalCount).toBeGreaterThan(1);
    await asOwner(ctx.database.db, (owner) =>
      owner.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where usename = ${APP_ROLE} and datname = current_database()`,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await ctx.database.db.execute<{ one: number }>(sql`select 1 as one`);
    expect(again.rows).toEqual([{ one: 1 }]);
  });
});
