import pg from 'pg';
import type { Database } from '../../db/client';
import { adoptStoredPrefixes } from './document-numbers.service';

const CHANNEL = 'document_number_prefixes';
const RETRY_MS = 1_000;

/**
 * Keeps this instance printing with the company's current prefixes: read at start, and again whenever
 * any instance changes them (a NOTIFY sent as the change commits). The listening connection is its own,
 * outside the pool; when it drops it is opened again and the prefixes read afresh, so a change made
 * meanwhile is not missed.
 */
export function listenForPrefixes(database: Database, onError: (error: unknown) => void) {
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  // Said once while the database stays away, not every second.
  let failing = false;
  const fail = (error: unknown) => {
    if (!failing) onError(error);
    failing = true;
  };

  const reread = () => adoptStoredPrefixes(database.db).catch(onError);
  const again = () => {
    if (!stopped && retry === undefined) retry = setTimeout(() => void listen(), RETRY_MS);
  };

  async function listen(): Promise<void> {
    retry = undefined;
    const listening = new pg.Client(database.pool.options);
    listening.on('notification', () => void reread());
    listening.on('error', (error) => {
      fail(error);
      if (client === listening) client = null;
      void listening.end().catch(() => undefined);
      again();
    });
    try {
      await listening.connect();
      await listening.query(`LISTEN ${CHANNEL}`);
      if (stopped) {
        await listening.end();
        return;
      }
      client = listening;
      await adoptStoredPrefixes(database.db);
      failing = false;
    } catch (error) {
      fail(error);
      void listening.end().catch(() => undefined);
      again();
    }
  }

  return {
    /**
     * Resolves once the prefixes are read, or once reading them failed: a database that is away at
     * start is tried again every second, and the app answers 503 meanwhile (as it does for every call).
     */
    ready: listen(),
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
