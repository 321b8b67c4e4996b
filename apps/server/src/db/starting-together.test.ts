import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminQuery, databaseUrl } from '../../test/global-setup';
import { killAppInstances, startAppInstance, type AppInstance } from '../../test/app-instance';
import { SERVER_ROOT } from '../server-root';

// Two instances started at the same moment on one empty database, as two servers behind a proxy are
// after a deploy: the migrations, the app's role and its grants happen once, and both serve.

const adminUrl = inject('adminUrl');
const name = `fl_together_${randomBytes(4).toString('hex')}`;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-together-'));
const instances: AppInstance[] = [];

beforeAll(async () => {
  await adminQuery(adminUrl, `create database "${name}"`);
});
afterAll(async () => {
  await killAppInstances(instances);
  await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  fs.rmSync(folder, { recursive: true, force: true });
});

function startInstance(): Promise<AppInstance> {
  return startAppInstance({
    urls: { owner: databaseUrl(adminUrl, name), app: databaseUrl(inject('appUrl'), name) },
    dataDir: path.join(folder, randomBytes(4).toString('hex')),
    env: { ADMIN_EMAIL: 'admin@gulfhaulage.bh', ADMIN_PASSWORD: 'Two instances, one database!' },
  });
}

describe('two instances starting together', () => {
  it('migrate once, make the first Admin once, and both serve', async () => {
    instances.push(...(await Promise.all([startInstance(), startInstance()])));

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

    for (const { baseUrl } of instances) {
      const signIn = await fetch(`${baseUrl}/api/transportation/login.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@gulfhaulage.bh', password: 'Two instances, one database!' }),
      });
      expect(signIn.status, `sign-in on ${baseUrl}`).toBe(200);
    }
  }, 240_000);
});
