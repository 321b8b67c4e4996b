import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from './app-server';

/** Read after a failed run: the server's own account of each request id (LOG_LEVEL warn). */
const SERVER_LOG = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server-log/server.log');

/** Starts the built server with demo data on a fresh data directory, as `npm run demo` does. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL !== undefined && process.env.E2E_BASE_URL !== '') return async () => undefined;
  const server = await startAppServer({ demo: true, log: SERVER_LOG });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}
