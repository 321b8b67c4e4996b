import cluster, { type Worker } from 'node:cluster';
import { buildApp } from './app';
import type { Config } from './config';
import { connect } from './db/client';
import { requireLeastPrivilege } from './db/database-roles';
import type { OpenDatabase } from './db/open-database';
import { stopOnSignals } from './stop-in-time';

/** How a worker finds the database the primary opened (and migrated, and started if embedded). */
const WORKER_DATABASE_URL = 'FLEETLEDGER_WORKER_DATABASE_URL';

/**
 * WORKERS processes serve the one port through node:cluster, after this primary has opened the
 * database and done what must happen once (docs/architecture.md, "Both cores"). A worker that dies
 * is started again; SIGTERM or SIGINT stops every worker cleanly, then the database. Resolves with the
 * port once every worker listens.
 */
export async function serveInWorkers(config: Config, database: OpenDatabase, log: (line: string) => void) {
  let stopping = false;
  const start = (): Promise<{ worker: Worker; port: number }> => {
    const worker = cluster.fork({ [WORKER_DATABASE_URL]: database.url });
    return new Promise((resolve, reject) => {
      worker.once('listening', (address) => {
        worker.on('exit', (code, signal) => {
          if (stopping) return;
          log(`A worker stopped (${signal ?? `exit ${code}`}); starting another.`);
          start().catch((error: unknown) => {
            if (!stopping) log(`The new worker failed: ${error instanceof Error ? error.message : String(error)}`);
          });
        });
        resolve({ worker, port: address.port });
      });
      worker.once('exit', (code) => reject(new Error(`a worker could not start (exit ${code})`)));
    });
  };
  const started = await Promise.all(Array.from({ length: config.workers }, start));

  stopOnSignals(async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await database.shutdown();
  }, log);
  return started[0]!.port;
}

/** Whether this process is a worker the primary started. */
export function isWorker(): boolean {
  return cluster.isWorker && process.env[WORKER_DATABASE_URL] !== undefined;
}

/** A worker: the app on the primary's database, listening on the shared port, stopping cleanly. */
export async function serveAsWorker(config: Config): Promise<void> {
  const database = connect(process.env[WORKER_DATABASE_URL]!, 10, { boundedStatements: true });
  await requireLeastPrivilege(database.pool);
  const app = await buildApp({ config, database });
  stopOnSignals(
    async () => {
      await app.close();
      await database.close();
    },
    (line) => app.log.error(line),
  );
  await app.listen({ port: config.port, host: config.host });
}
