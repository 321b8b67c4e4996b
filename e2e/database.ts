import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Direct access to the e2e server's embedded database, for arranging states no screen can create yet
 * (e.g. an invoiced job before invoicing exists). Tests act through the UI and API otherwise.
 */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir === undefined) throw new Error('E2E_DATA_DIR is not set: run the specs through e2e/playwright.config.ts');
  const credentials = JSON.parse(fs.readFileSync(path.join(dataDir, 'pg-credentials.json'), 'utf8')) as {
    user: string;
    password: string;
  };
  const port = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new pg.Client({ ...credentials, host: '127.0.0.1', port, database: 'fleetledger' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function setInvoiceStatus(
  jobId: number,
  status: 'requested' | 'processing' | 'finished' | null,
): Promise<void> {
  await withDatabase((client) => client.query('update jobs set invoice_status = $1 where id = $2', [status, jobId]));
}
