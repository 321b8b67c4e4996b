import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminQuery, databaseUrl } from '../../test/global-setup';
import { serverStarted } from '../../test/server-started.mjs';
import { freePort } from './embedded';
import { SERVER_ROOT } from '../server-root';

// Two instances started at the same moment on one empty database, as two servers behind a proxy are
// after a deploy: the migrations, the app's role and its grants happen once, and both serve.

const adminUrl = inject('adminUrl');
const name = `fl_together_${randomBytes(4).toString('hex')}`;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-together-'));
const instances: ChildProcess[] = [];

beforeAll(async () => {
  await adminQuery(adminUrl, `create database "${name}"`);
});
afterAll(async () => {
  for (const instance of instances) if (instance.exitCode === null) instance.kill('SIGKILL');
  await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  fs.rmSync(folder, { recursive: true, force: true });
});

async function startInstance(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'main.ts')], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      // The owner migrates; the app's role is the suite's own (deriving one would change its password).
      DATABASE_OWNER_URL: databaseUrl(adminUrl, name),
      DATABASE_URL: databaseUrl(inject('appUrl'), name),
      DATA_DIR: path.join(folder, String(port)),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@gulfhaulage.bh',
      ADMIN_PASSWORD: 'Two instances, one database!',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  instances.push(child);
  await serverStarted(child, 120_000);
  return child;
}

describe('two instances starting together', () => {
  it('migrate once, make the first Admin once, and both serve', async () => {
    const ports = [await freePort(), await freePort()];
    await Promise.all(ports.map(startInstance));

    const migrations = await adminQuery(
      databaseUrl(adminUrl, name),
      'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
    );
    const journal = JSON.parse(
      fs.readFileSync(path.join(SERVER_ROOT, 'src', 'db', 'migrations', 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(migrations.rows).toHaveLength(journal.entries.length);
    expect(migrations.rows.every((row) => row.times === 1)).toBe(true);
    const admins = await adminQuery(databaseUrl(adminUrl, name), 'select count(*)::int as count from users');
    expect(admins.rows[0].count).toBe(1);

    for (const port of ports) {
      const signIn = await fetch(`http://127.0.0.1:${port}/api/transportation/login.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@gulfhaulage.bh', password: 'Two instances, one database!' }),
      });
      expect(signIn.status, `sign-in on ${port}`).toBe(200);
    }
  }, 240_000);
});
