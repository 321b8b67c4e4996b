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

export interface ConnectOptions {
  /**
   * Bound every statement, so a call never waits on the database past the 30 s a caller is promised
   * (the server cancels at 20 s; the driver gives up at 25 s when the server cannot even say so). Off
   * for the command line, whose backups and generated loads run for minutes.
   */
  boundedStatements?: boolean;
}

export function connect(connectionString: string, max = 10, options: ConnectOptions = {}): Database {
  const bounded = options.boundedStatements === true;
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    // Covers the wait for a free connection as well as opening one.
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    ...(bounded ? { statement_timeout: 20_000, query_timeout: 25_000 } : {}),
  });
  // A connection the server dropped (restart, crash, network) reports an 'error' event; unheard, it
  // ends the process. The query that was running, if any, fails on its own and the call answers 503;
  // the pool discards the broken client and opens a new one on next use.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
