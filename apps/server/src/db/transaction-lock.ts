import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * A lock writers take in turn, across every app instance on the database: each call waits for it and
 * holds it until its transaction ends. `key` is any number (or SQL naming one), the same in every process.
 */
export const transactionLock =
  (key: number | SQL) =>
  async (tx: Executor): Promise<void> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
  };
