import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { findSessionWithUser } from './auth.queries';
import { connect, type Database } from '../../db/client';
import { readVersionsOf } from '../../db/read-versions.queries';

// The two queries nearly every request makes are prepared once per connection (db/prepared-per-database.ts).

let ctx: TestContext;
let single: Database;
beforeAll(async () => {
  ctx = await createTestContext();
  // One connection, so what it has prepared is what these calls prepared.
  single = connect(ctx.urls.app, 1);
});
afterAll(async () => {
  await single.close();
  await ctx.close();
});

describe('the queries every request makes', () => {
  it('are prepared once on a connection and answer as before on it', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect(await readVersionsOf(single.db, ['no such subject', 'neither'])).toBe('0.0');
      expect(await findSessionWithUser(single.db, 'no such token')).toBeUndefined();
    }
    const prepared = await single.db.execute<{ name: string }>(
      sql`select name from pg_prepared_statements where not from_sql order by name`,
    );
    expect(prepared.rows.map((row) => row.name)).toEqual(['read_versions_of', 'session_with_user']);
  });
});
