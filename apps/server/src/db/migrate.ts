import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client';
import { MIGRATIONS_FOLDER } from '../server-root';

export async function applyMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
