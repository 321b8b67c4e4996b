import type { Config } from '../config';
import { connect, type Database } from './client';
import { startEmbedded, type Mode } from './embedded';
import { applyMigrations } from './migrate';

export interface OpenDatabase extends Database {
  /** Closes the pool and stops the embedded server if this process started it. */
  shutdown(): Promise<void>;
}

/** The configured database (DATABASE_URL, else the embedded server on DATA_DIR), migrated. */
export async function openDatabase(config: Config, mode: Mode, log: (line: string) => void): Promise<OpenDatabase> {
  const embedded =
    config.databaseUrl === undefined ? await startEmbedded({ dataDir: config.dataDir, mode, log }) : undefined;
  const database = connect(config.databaseUrl ?? embedded!.url);
  try {
    await applyMigrations(database.db);
  } catch (error) {
    await database.close();
    await embedded?.stop();
    // The query builder wraps the driver's error ("Failed query: CREATE SCHEMA …"); the person
    // starting the app needs the driver's words (refused connection, wrong password, no database).
    throw new Error(driverMessage(error), { cause: error });
  }
  return {
    ...database,
    shutdown: async () => {
      await database.close();
      await embedded?.stop();
    },
  };
}

function driverMessage(error: unknown): string {
  let innermost = error;
  while (innermost instanceof Error && innermost.cause instanceof Error) innermost = innermost.cause;
  return innermost instanceof Error ? innermost.message : String(innermost);
}
