import { leaveStopSignalsToTheApp } from './db/embedded-stop-signals';

/** The longest a clean stop may take before the process leaves anyway (Docker's own grace is 10 s). */
export const STOP_DEADLINE_MS = 25_000;

/**
 * On SIGINT or SIGTERM runs the clean stop once, then exits 0; if anything hangs in it (a dead database server that never
 * reports its exit, a request that never ends), exits 1 after the deadline: a stop must end. What is
 * left running is found and stopped at the next start (README, "Running it for real").
 */
export function stopOnSignals(stop: () => Promise<void>, log: (line: string) => void): void {
  leaveStopSignalsToTheApp();
  let stopping = false;
  const stopOnce = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      log(`Stopping took longer than ${STOP_DEADLINE_MS / 1000} s; leaving now.`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stopOnce);
  process.once('SIGTERM', stopOnce);
}
