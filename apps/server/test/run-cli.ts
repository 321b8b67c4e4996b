import { afterAll, beforeAll, inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { runCli } from '../src/cli';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { databaseInUse } from '../src/db/database-in-use';
import { databaseUrl } from './global-setup';

/** The command line as a user runs it, with what it printed to stdout and stderr and its exit code. */
export async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(
    argv,
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The line with which a command that reads the books names the database it opened. */
export function databaseLine(): string {
  return `Database: ${databaseInUse(loadConfig())}`;
}

/**
 * Points the command line at the test's database, connected as its owner, and at the app's DATA_DIR:
 * as an operator runs it on the server. Answers what puts the environment back as it was.
 */
export async function cliAsOperator(db: Db, dataDir: string): Promise<() => void> {
  const name = (await db.execute<{ db: string }>(sql`select current_database() as db`)).rows[0]!.db;
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
  process.env.DATABASE_URL = databaseUrl(inject('adminUrl'), name);
  process.env.DATA_DIR = dataDir;
  return () => {
    for (const [variable, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[variable];
      else process.env[variable] = value;
    }
  };
}

/** cliAsOperator for every case of a file, once its app has started. */
export function useCliAsOperator(db: () => Db, dataDir: () => string): void {
  let restore = () => {};
  beforeAll(async () => {
    restore = await cliAsOperator(db(), dataDir());
  });
  afterAll(() => restore());
}
