import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { todayIn } from '@fleetledger/shared/dates';
import { connect, type Database } from '../src/db/client';
import { startEmbedded, type EmbeddedServer } from '../src/db/embedded';
import { applyMigrations } from '../src/db/migrate';
import { generateActivity } from '../src/demo/generate-activity';
import { generateFleet } from '../src/demo/generate-fleet';
import { withIndexesDeferred } from '../src/demo/deferred-indexes';
import { CLI_ACTOR } from '../src/identity/actor';
import { createUser } from '../src/features/users/users.service';
import { findUserByEmail } from '../src/features/users/users.queries';

export const BENCH_LOGIN = { email: 'bench@fleetledger.test', password: 'bench-password-2026' };
export const COMPANY_TZ = 'Asia/Bahrain';

export interface BenchDatabase {
  url: string;
  database: Database;
  kind: 'embedded' | 'external';
  close(): Promise<void>;
}

/**
 * A generated database of the requested size: the embedded server on ./bench-data/<size> (kept
 * between runs, since generating a million jobs takes minutes) or, with DATABASE_URL, a database
 * of that server named after the size.
 */
export async function openBenchDatabase(
  size: { jobs: number; expenses: number },
  log: (line: string) => void,
): Promise<BenchDatabase> {
  const name = `fleetledger_bench_${size.jobs}_${size.expenses}`;
  let embedded: EmbeddedServer | undefined;
  let url: string;
  const external = process.env.DATABASE_URL;
  if (external !== undefined && external !== '') {
    const admin = new pg.Client({ connectionString: external });
    await admin.connect();
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(external);
    target.pathname = `/${name}`;
    url = target.toString();
  } else {
    const dataDir = path.resolve('bench-data', `${size.jobs}-${size.expenses}`);
    fs.mkdirSync(dataDir, { recursive: true });
    fs.chmodSync(dataDir, 0o755);
    embedded = await startEmbedded({ dataDir, mode: 'own', databaseName: name, log });
    url = embedded.url;
  }
  const database = connect(url, 4);
  await applyMigrations(database.db);
  if ((await findUserByEmail(database.db, BENCH_LOGIN.email)) === undefined) {
    await createUser(database.db, { ...BENCH_LOGIN, name: 'Bench Admin', authority: 1 }, CLI_ACTOR);
  }
  const [{ n }] = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from jobs`)).rows as [
    { n: number },
  ];
  if (n < size.jobs) {
    log(`Generating ${size.jobs} jobs and ${size.expenses} expenses (once; kept for later runs)...`);
    const started = Date.now();
    await database.db.execute(sql`truncate jobs, expenses, attachments cascade`);
    await generateFleet(database.db, { trucks: 50, drivers: 55, customers: 150 }, 1);
    const months = Math.max(12, Math.min(120, Math.round(size.jobs / 8_333)));
    await withIndexesDeferred(database.db, ['jobs', 'expenses'], () =>
      generateActivity(database.db, {
        jobs: size.jobs,
        expenses: size.expenses,
        seed: 1,
        months,
        endDate: todayIn(COMPANY_TZ),
      }),
    );
    await database.db.execute(sql`vacuum analyze`);
    log(`Generated in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  return {
    url,
    database,
    kind: embedded === undefined ? 'external' : 'embedded',
    close: async () => {
      await database.close();
      await embedded?.stop();
    },
  };
}
