import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app';
import { booksPostings } from './books-postings';
import { ensureFirstAdmin } from './bootstrap';
import { ConfigError, demoEnvironment, loadConfig, type Config } from './config';
import { loadDemoData } from './demo/demo-data';
import { resetDataDir } from './db/embedded';
import { openDatabase, type OpenDatabase } from './db/open-database';
import { oneInstanceAtATime } from './db/one-instance-at-a-time';
import { moveInFilesFromDisk } from './files/files-from-disk';
import { bringBooksUpToDate } from './features/ledger/books-catch-up.service';
import { keepDocumentsOfEarlierFilings } from './features/vat-returns/vat-return-filing.service';
import { SERVER_START_ACTOR } from './identity/actor';
import { isWorker, serveAsWorker, serveInWorkers } from './serve-in-workers';
import { stopOnSignals } from './stop-in-time';

const print = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const demo = process.argv.includes('--demo');
  let config: Config;
  try {
    // The demo has well-known passwords: it listens on this machine only unless HOST says otherwise.
    config = loadConfig(demo ? demoEnvironment(process.env) : process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (isWorker()) return serveAsWorker(config);
  if (demo && config.databaseUrl === undefined) {
    print(
      `Demo: ${path.relative(process.cwd(), config.dataDir) || '.'} is wiped and the demo data recreated at every start ` +
        '(use npm start with DATA_DIR for data you keep)',
    );
    await resetDataDir(config.dataDir);
  }

  const database = await openDatabase(config, 'own', 'app', print, [moveInFilesFromDisk]);
  const session = await database.pool.connect();
  const logins = await oneInstanceAtATime(session, async () => {
    const demoLogins = demo ? await loadDemoData(database.db, { companyTz: config.companyTz }) : [];
    await ensureFirstAdmin(database.db, config, print);
    const caughtUp = await bringBooksUpToDate(database.db, SERVER_START_ACTOR, booksPostings);
    if (caughtUp > 0) print(`The books took in ${caughtUp} documents posted before they began.`);
    const kept = await keepDocumentsOfEarlierFilings(database.db);
    if (kept > 0) print(`${kept} VAT returns filed earlier now keep their documents, as the books hold them today.`);
    return demoLogins;
  }).finally(() => session.release());

  const port = config.workers > 1 ? await serveInWorkers(config, database, print) : await serve(config, database);
  print('');
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const processes = config.workers > 1 ? ` (${config.workers} workers)` : '';
  print(`fleetledger is running at http://${shownHost}:${port}${processes}`);
  if (logins.length > 0) {
    print('Demo logins (e-mail / password):');
    for (const login of logins)
      print(`  ${login.email.padEnd(30)} ${login.password.padEnd(24)} authority ${login.authority}`);
    print("Check the demo's books from another terminal: npm run cli -- --demo ledger verify");
  }
}

/** The app in this one process; resolves with the port it listens on. */
async function serve(config: Config, database: OpenDatabase): Promise<number> {
  const app = await buildApp({ config, database });
  stopOnSignals(
    async () => {
      app.log.info('stopping');
      await app.close();
      await database.shutdown();
    },
    (line) => app.log.error(line),
  );
  await app.listen({ port: config.port, host: config.host });
  return (app.server.address() as AddressInfo).port;
}

main().catch((error: unknown) => {
  process.stderr.write(`fleetledger could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
