import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from './app-server';
import { startMailCatcher } from './mail-catcher';

/** Read after a failed run: the server's own account of each request id (LOG_LEVEL warn). */
const SERVER_LOG = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server-log/server.log');

/**
 * Starts the built server with demo data on a fresh data directory, as `npm run demo` does, sending its
 * mail to a real SMTP server here whose mails the flows read back from E2E_MAIL_DIR.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL !== undefined && process.env.E2E_BASE_URL !== '') return async () => undefined;
  const mail = await startMailCatcher();
  const server = await startAppServer({
    demo: true,
    log: SERVER_LOG,
    env: { SMTP_URL: mail.url, MAIL_FROM: 'Gulf Haulage Accounts <accounts@gulfhaulage.bh>' },
  });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_MAIL_DIR = mail.folder;
  return async () => {
    await server.stop();
    await mail.stop();
  };
}
