import { inject } from 'vitest';
import { connect, type Db } from '../src/db/client';
import { databaseUrl } from './global-setup';

/**
 * Runs `work` on the same test database as `db`, connected as the owner of its tables (the
 * superuser): for what the app's own role may not do, such as skipping the books' triggers as a
 * restore does.
 */
export async function asOwner<T>(db: Db, work: (owner: Db) => Promise<T>): Promise<T> {
  const name = new URL(db.$client.options.connectionString!).pathname.slice(1);
  const owner = connect(databaseUrl(inject('adminUrl'), name), 1);
  try {
    return await work(owner.db);
  } finally {
    await owner.close();
  }
}
