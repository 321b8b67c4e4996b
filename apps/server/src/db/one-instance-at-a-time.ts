import pg from 'pg';

/** Where the instances of the app queue to start: one PostgreSQL advisory lock for the whole database. */
const STARTING = `hashtextextended('fleetledger: starting', 0)`;

interface Session {
  query(text: string): Promise<unknown>;
}

/**
 * Runs what must happen once per start of the books — migrations, the app's role and grants, the first
 * Admin, the catch-up of the books — with every other instance starting at the same moment waiting its
 * turn; the next finds it done. The lock is the session's, so an instance that dies holding it frees it.
 */
export async function oneInstanceAtATime<T>(session: Session, work: () => Promise<T>): Promise<T> {
  await session.query(`select pg_advisory_lock(${STARTING})`);
  try {
    return await work();
  } finally {
    await session.query(`select pg_advisory_unlock(${STARTING})`);
  }
}

/** The same, on a connection of its own to the database at `url`, for work that uses a pool of one. */
export async function oneInstanceAtATimeOn<T>(url: string, work: () => Promise<T>): Promise<T> {
  const session = new pg.Client({ connectionString: url });
  await session.connect();
  try {
    return await oneInstanceAtATime(session, work);
  } finally {
    await session.end();
  }
}
