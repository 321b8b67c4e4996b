import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/** Tables every call may touch, refused or not: the session's last use. */
const TOUCHED_BY_ANY_CALL = new Set(['sessions']);

/**
 * A fingerprint of every row of every table (each table's rows as text, hashed in a fixed order), to
 * prove a refused call changed nothing at all, not only that it added no rows.
 */
export async function databaseSnapshot(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const hashes = tables.rows
    .filter(({ name }) => !TOUCHED_BY_ANY_CALL.has(name) && !name.startsWith('__'))
    .map(
      ({ name }) =>
        `select '${name}' as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as hash from "${name}" t`,
    );
  // One statement for all tables: a snapshot is taken twice per refused call of the property tests.
  const result = await db.execute<{ name: string; hash: string }>(sql.raw(hashes.join(' union all ')));
  const snapshot: Record<string, string> = {};
  for (const { name, hash } of result.rows) snapshot[name] = hash;
  return snapshot;
}
