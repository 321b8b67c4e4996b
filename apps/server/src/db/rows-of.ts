import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** A raw query's rows as node-postgres answers them: bigint and date columns already numbers and text (client.ts). */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}
