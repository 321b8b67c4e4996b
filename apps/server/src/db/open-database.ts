import type { Config } from '../config';
import { connect, type Database, type Db } from './client';
import {
  derivedAppRoleLogin,
  ensureAppRole,
  grantAppRole,
  requireLeastPrivilege,
  urlWithLogin,
} from './database-roles';
import { startEmbedded, type EmbeddedServer, type Mode } from './embedded';
import { oneInstanceAtATimeOn } from './one-instance-at-a-time';
import { applyMigrations } from './migrate';

export interface OpenDatabase extends Database {
  /** Where the pool connects, as whom: for worker processes to connect the same way. */
  url: string;
  /** Closes the pool and stops the embedded server if this process started it. */
  shutdown(): Promise<void>;
}

/**
 * Who the pool connects as: the app's own role (the server), or the owner of the tables (the
 * command line: backup, restore and generated loads need the owner's rights).
 */
export type ConnectAs = 'app' | 'owner';

/**
 * Work the layers above the database need done once, by the owner, on the migrated database before
 * the app's role connects (the files an older version kept on disk moving in). They register it
 * here rather than the database reaching up into them.
 */
export type OwnerStartUpStep = (owner: Db, config: Config, log: (line: string) => void) => Promise<void>;

/**
 * The configured database (DATABASE_URL, else the embedded server on DATA_DIR), migrated by its
 * owner, the given start-up steps run on it in order, with the app's role given its rights.
 */
export async function openDatabase(
  config: Config,
  mode: Mode,
  connectAs: ConnectAs,
  log: (line: string) => void,
  startUpSteps: readonly OwnerStartUpStep[],
): Promise<OpenDatabase> {
  const embedded =
    config.databaseUrl === undefined ? await startEmbedded({ dataDir: config.dataDir, mode, log }) : undefined;
  const ownerUrl = embedded?.url ?? config.databaseOwnerUrl ?? config.databaseUrl!;
  let database: Database | undefined;
  let url = ownerUrl;
  try {
    const owner = connect(ownerUrl, connectAs === 'owner' ? 10 : 1);
    try {
      const appUrl = await oneInstanceAtATimeOn(ownerUrl, async () => {
        await applyMigrations(owner.db);
        for (const step of startUpSteps) await step(owner.db, config, log);
        return connectAs === 'owner' ? undefined : appUrlReady(config, embedded, owner);
      });
      if (appUrl !== undefined) url = appUrl;
      database = appUrl === undefined ? owner : connect(appUrl, 10, { boundedStatements: true });
    } finally {
      if (database !== owner) await owner.close();
    }
    if (connectAs === 'app') await requireLeastPrivilege(database.pool);
  } catch (error) {
    await database?.close();
    await embedded?.stop();
    // The query builder wraps the driver's error ("Failed query: CREATE SCHEMA …"); the person
    // starting the app needs the driver's words (refused connection, wrong password, no database).
    throw new Error(driverMessage(error), { cause: error });
  }
  const opened = database;
  return {
    ...opened,
    url,
    shutdown: async () => {
      await opened.close();
      await embedded?.stop();
    },
  };
}

/**
 * The app's connection string, its role given its rights on this database. The embedded server made
 * the role; with one DATABASE_URL (the owner) the app makes it; with DATABASE_OWNER_URL beside it,
 * DATABASE_URL is a role the operator made for the app.
 */
async function appUrlReady(config: Config, embedded: EmbeddedServer | undefined, owner: Database): Promise<string> {
  let appUrl: string;
  if (embedded !== undefined) appUrl = embedded.appUrl;
  else if (config.databaseOwnerUrl !== undefined) appUrl = config.databaseUrl!;
  else {
    const login = derivedAppRoleLogin(config.databaseUrl!);
    await ensureAppRole(owner.pool, login);
    appUrl = urlWithLogin(config.databaseUrl!, login);
  }
  await grantAppRole(owner.pool, decodeURIComponent(new URL(appUrl).username));
  return appUrl;
}

function driverMessage(error: unknown): string {
  let innermost = error;
  while (innermost instanceof Error && innermost.cause instanceof Error) innermost = innermost.cause;
  return innermost instanceof Error ? innermost.message : String(innermost);
}
