import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

// BIGINT (fils, ids) as JS numbers: every amount we store is far below 2^53 fils.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// DATE stays 'YYYY-MM-DD': a Date object would shift it by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction or the database: query functions take either. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connect(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {
    // An idle client lost its connection (server restart); the pool replaces it on next use.
  });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
