import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverStarted } from '../apps/server/test/server-started.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Read after a failed run: the server's own account of each request id (LOG_LEVEL warn). */
const SERVER_LOG = path.join(root, 'e2e/server-log/server.log');

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

/** Starts the built server with demo data on a fresh data directory, as `npm run demo` does. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL !== undefined && process.env.E2E_BASE_URL !== '') return async () => undefined;
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleetledger-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['apps/server/dist/main.js', '--demo'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Everything the server says goes to a file too, so a failed flow's request id can be looked up.
  fs.mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
  const log = fs.createWriteStream(SERVER_LOG);
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  await serverStarted(server, 60_000);
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
