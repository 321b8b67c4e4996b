import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { MIGRATIONS_FOLDER } from '../server-root';

const journal = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json');

/** The schema this app builds: the time of its last migration. */
export function appSchemaVersion(): number {
  const { entries } = JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...entries.map((entry) => entry.when));
}

/** The schema a database has: the time of the last migration applied to it. */
export async function databaseSchemaVersion(db: Executor): Promise<number> {
  const result = await db.execute<{ version: string | number | null }>(
    sql`select max(created_at) as version from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.version ?? 0);
}

/** The application's tables, in a stable order. */
export async function tableNames(db: Executor): Promise<string[]> {
  const result = await db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return result.rows.map((row) => row.name);
}
