import type { Database } from '../src/db/client';
import { loadTest, type LoadResult, type Workload } from './load-test';
import { startInstances, type ServerProcess } from './server-process';

export interface LoadRuns {
  load: LoadResult;
  loadWithoutTable: LoadResult;
}

const CONNECTIONS = 50;

/** Work on servers started for it alone (`instances` of them behind a proxy), stopped after. */
async function onOwnServer<T>(
  databaseUrl: string,
  instances: number,
  work: (server: ServerProcess) => Promise<T>,
): Promise<T> {
  const server = await startInstances(databaseUrl, instances);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

/**
 * The mix, then the same mix without the whole-month reads (what the rest of the stack sustains),
 * each on servers of its own: the memory counted is the load's, not what earlier measures left behind.
 */
export async function loadRuns(
  databaseUrl: string,
  database: Database,
  workload: Workload,
  options: { instances: number; seconds: number },
  log: (line: string) => void,
): Promise<LoadRuns> {
  const { instances, seconds } = options;
  log(`Load test: ${CONNECTIONS} connections for ${seconds} s on ${instances} instance(s)...`);
  const load = await onOwnServer(databaseUrl, instances, (own) =>
    loadTest(own, database, workload, CONNECTIONS, seconds),
  );
  log(`Load test without the month table reads: ${CONNECTIONS} connections for ${seconds} s...`);
  const loadWithoutTable = await onOwnServer(databaseUrl, instances, (own) =>
    loadTest(own, database, { ...workload, tableMonth: null }, CONNECTIONS, seconds),
  );
  return { load, loadWithoutTable };
}

/** What makes a load run fail whatever its speed: an error or an acknowledged write not found. */
export function loadFailures(runs: LoadRuns | undefined): string[] {
  if (runs === undefined) return [];
  return [runs.load, runs.loadWithoutTable]
    .filter((run) => run.errors > 0 || run.writesFound !== run.writesAcknowledged)
    .map(
      (run) => `Load test ended with ${run.errors} errors and ${run.writesAcknowledged - run.writesFound} lost writes.`,
    );
}
