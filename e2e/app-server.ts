import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverStarted } from '../apps/server/test/server-started.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface AppServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the server (and its database) and removes its data directory. */
  stop: () => Promise<void>;
}

interface AppServerOptions {
  /** With the demo data, as `npm run demo`; otherwise empty books with the first Admin from `env`. */
  demo: boolean;
  env?: Readonly<Record<string, string>>;
  /** Where everything the server says is written, e.g. to look up a failed flow's request id. */
  log?: string;
}

/** Starts the built server on a free port with a fresh data directory of its own. */
export async function startAppServer({ demo, env: extra = {}, log }: AppServerOptions): Promise<AppServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleetledger-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extra,
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['apps/server/dist/main.js', ...(demo ? ['--demo'] : [])], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (log !== undefined) {
    fs.mkdirSync(path.dirname(log), { recursive: true });
    const file = fs.createWriteStream(log);
    server.stdout.pipe(file);
    server.stderr.pipe(file);
  }
  await serverStarted(server, 60_000);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async () => {
      const exited = new Promise((resolve) => server.on('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
