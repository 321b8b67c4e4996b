import type { BenchDatabase } from './bench-database';
import { loadTest, type LoadResult, type Workload } from './load-test';
import { startInstances } from './server-process';

export interface LoadRuns {
  load: LoadResult;
  loadWithoutTable: LoadResult;
}

const CONNECTIONS = 50;

/**
 * The mix, then the same mix without the whole-month reads (what the rest of the stack sustains),
 * each on servers of its own: the memory counted is the load's, not what earlier measures left behind.
 */
export async function loadRuns(
  bench: BenchDatabase,
  workload: Workload,
  options: { instances: number; seconds: number },
  log: (line: string) => void,
): Promise<LoadRuns> {
  const { instances, seconds } = options;
  const run = async (mix: Workload) => {
    const servers = await startInstances(bench, instances);
    try {
      return await loadTest(servers, bench.database, mix, CONNECTIONS, seconds);
    } finally {
      await servers.stop();
    }
  };
  log(`Load test: ${CONNECTIONS} connections for ${seconds} s on ${instances} instance(s)...`);
  const load = await run(workload);
  log(`Load test without the month table reads: ${CONNECTIONS} connections for ${seconds} s...`);
  const loadWithoutTable = await run({ ...workload, tableMonth: null });
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
