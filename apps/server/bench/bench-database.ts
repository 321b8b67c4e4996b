import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { todayIn } from '@fleetledger/shared/dates';
import { connect, type Database, type Db } from '../src/db/client';
import { startEmbedded, type EmbeddedServer } from '../src/db/embedded';
import { applyMigrations } from '../src/db/migrate';
import { generateActivity } from '../src/demo/generate-activity';
import { generateDocuments } from '../src/demo/generate-documents';
import { generateExpenseBooks } from '../src/demo/generate-expense-books';
import { generateFleet } from '../src/demo/generate-fleet';
import { loadDemoCompany, loadDemoNumbering } from '../src/demo/demo-company';
import { withIndexesDeferred } from '../src/demo/deferred-indexes';
import { CLI_ACTOR } from '../src/identity/actor';
import { createUser } from '../src/features/users/users.service';
import { findUserByEmail } from '../src/features/users/users.queries';
import { ANCHOR_FILE_NAME } from '../src/features/ledger/ledger-anchor-file';

export const BENCH_LOGIN = { email: 'bench@fleetledger.test', password: 'bench-password-2026' };
export const COMPANY_TZ = 'Asia/Bahrain';

/** What an interrupted generation left, books included: the ledger refuses to be emptied unless its owner switches its guards off. */
async function forgetGenerated(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table ledger_entries disable trigger user`);
    await tx.execute(sql`alter table ledger_lines disable trigger user`);
    await tx.execute(sql`truncate jobs, expenses, attachments, month_totals, invoices, invoice_items, invoice_item_jobs,
      credit_notes, receipts, receipt_items, purchases, purchase_items, purchase_item_jobs, payments, payment_items,
      ledger_entries, ledger_lines, ledger_month_totals, document_counters cascade`);
    await tx.execute(sql`alter table ledger_entries enable trigger user`);
    await tx.execute(sql`alter table ledger_lines enable trigger user`);
  });
}

export interface BenchDatabase {
  url: string;
  /**
   * The DATA_DIR of the servers the bench starts on this database: its own, so the books' anchor there is
   * this database's (one left by another database would refuse every move and make each write retry).
   */
  appDataDir: string;
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
  const external = process.env.DATABASE_URL;
  const appDataDir = path.resolve('bench-data', 'app', `${name}${external ? '_external' : ''}`);
  fs.mkdirSync(appDataDir, { recursive: true });
  let embedded: EmbeddedServer | undefined;
  let url: string;
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
  // Its invoices are tax invoices, printed in the bench: the company issuing them is named, and
  // numbers them as the demo does.
  await loadDemoCompany(database.db, CLI_ACTOR);
  await loadDemoNumbering(database.db, CLI_ACTOR);
  const [{ jobs, entries, payments }] = (
    await database.db.execute<{ jobs: number; entries: number; payments: number }>(
      sql`select (select count(*)::int from jobs) as jobs, (select count(*)::int from ledger_entries) as entries,
        (select count(*)::int from payments) as payments`,
    )
  ).rows as [{ jobs: number; entries: number; payments: number }];
  const endDate = todayIn(COMPANY_TZ);
  const documents = () => generateDocuments(database.db, { seed: 1, endDate });
  // A database generated before the books took supplier payments is generated again.
  if (jobs < size.jobs || (entries > 0 && payments === 0)) {
    log(
      `Generating ${size.jobs} jobs and ${size.expenses} expenses with their documents (once; kept for later runs)...`,
    );
    const started = Date.now();
    // Books generated again are anchored anew, by the first server started on them.
    fs.rmSync(path.join(appDataDir, ANCHOR_FILE_NAME), { force: true });
    await forgetGenerated(database.db);
    await generateFleet(database.db, { trucks: 50, drivers: 55, customers: 150 }, 1);
    const months = Math.max(12, Math.min(120, Math.round(size.jobs / 8_333)));
    await withIndexesDeferred(database.db, ['jobs', 'expenses'], async () => {
      await generateActivity(database.db, { jobs: size.jobs, expenses: size.expenses, seed: 1, months, endDate });
      log(`Jobs and expenses in ${((Date.now() - started) / 1000).toFixed(1)} s; now their documents...`);
      await documents();
    });
    await generateExpenseBooks(database.db);
    await database.db.execute(sql`vacuum analyze`);
    log(`Generated in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } else if (entries === 0) {
    // A database generated before the books: its jobs get their documents once.
    log(`Generating the documents of the ${jobs} jobs (once; kept for later runs)...`);
    const started = Date.now();
    await (jobs > 50_000 ? withIndexesDeferred(database.db, ['jobs'], documents) : documents());
    await generateExpenseBooks(database.db);
    await database.db.execute(sql`vacuum analyze`);
    log(`Generated in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  return {
    url,
    appDataDir,
    database,
    kind: embedded === undefined ? 'external' : 'embedded',
    close: async () => {
      await database.close();
      await embedded?.stop();
    },
  };
}
