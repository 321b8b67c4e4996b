import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkContainer } from '@fleetledger/shared/jobs/iso6346';
import { createTestContext, type TestContext } from '../test/test-app';
import { cli, cliAsOperator } from '../test/run-cli';

let ctx: TestContext;
let restoreEnvironment: () => void;

function addUser(user: { email: string; password: string; name: string; authority: string }) {
  return cli(
    'user',
    'add',
    '--email',
    user.email,
    '--password',
    user.password,
    '--name',
    user.name,
    '--authority',
    user.authority,
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  // The commands keep files (attachments, the books' anchor) in the test's own folder, not ./data.
  restoreEnvironment = await cliAsOperator(ctx.database.db, ctx.config.dataDir);
});
afterAll(async () => {
  restoreEnvironment();
  await ctx.close();
});

describe('the CLI', () => {
  it('adds, lists, changes the password of and disables a user', async () => {
    const added = await addUser({
      email: 'Clerk@Test.local',
      password: 'clerk-password-1',
      name: 'Clara Clerk',
      authority: '3',
    });
    expect(added).toMatchObject({ code: 0, out: expect.stringContaining('Added clerk@test.local') });

    const listed = await cli('user', 'list');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/clerk@test\.local\s+Clara Clerk\s+Supervisor\s+active/);

    const signIn = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/transportation/login.php',
        payload: { email: 'clerk@test.local', password },
      });
    const session = (await signIn('clerk-password-1')).cookies[0]!;

    expect((await cli('user', 'passwd', '--email', 'clerk@test.local', '--password', 'clerk-password-2')).code).toBe(0);
    expect((await signIn('clerk-password-1')).statusCode).toBe(401);
    expect((await signIn('clerk-password-2')).statusCode).toBe(200);
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/transportation/session.php',
      headers: { cookie: `${session.name}=${session.value}` },
    });
    expect(old.statusCode).toBe(401);

    expect((await cli('user', 'disable', '--email', 'clerk@test.local')).code).toBe(0);
    expect((await signIn('clerk-password-2')).statusCode).toBe(401);
    expect((await cli('user', 'list')).out).toMatch(/clerk@test\.local.*disabled/);
  });

  it('refuses weak passwords, duplicates and unknown users with a message', async () => {
    const common = await addUser({ email: 'x@test.local', password: 'password123', name: 'X', authority: '2' });
    expect(common).toMatchObject({ code: 1, err: 'This password is too common; choose another' });
    const short = await addUser({ email: 'x@test.local', password: 'short', name: 'X', authority: '2' });
    expect(short.err).toBe('Password must be at least 10 characters');
    const authority = await addUser({ email: 'x@test.local', password: 'fine-password-9', name: 'X', authority: '9' });
    expect(authority.err).toBe('Authority must be 1, 2, 3 or 4');
    await addUser({ email: 'dup@test.local', password: 'fine-password-9', name: 'Dup', authority: '2' });
    const duplicate = await addUser({
      email: 'DUP@test.local',
      password: 'fine-password-9',
      name: 'Dup',
      authority: '2',
    });
    expect(duplicate).toMatchObject({ code: 1, err: 'A user with e-mail dup@test.local already exists' });
    expect((await cli('user', 'disable', '--email', 'ghost@test.local')).err).toBe(
      'No user with e-mail ghost@test.local',
    );
  });

  it('stores the security codes hashed', async () => {
    expect((await cli('codes', 'set', '--cancel', '1234', '--admin', '9876')).code).toBe(0);
    const stored = await ctx.database.db.execute<{ value: Record<string, string> }>(
      sql`select value from settings where key = 'security_codes'`,
    );
    const value = JSON.stringify(stored.rows[0]!.value);
    expect(value).toContain('$argon2id$');
    expect(value).not.toContain('1234');
    expect(value).not.toContain('9876');
    expect((await cli('codes', 'set', '--cancel', '12a4', '--admin', '9876')).err).toBe(
      'The cancel code must be four digits',
    );
  });

  it('loads demo data once, however often it runs', async () => {
    expect((await cli('demo')).code).toBe(0);
    expect((await cli('demo')).code).toBe(0);
    const counts = await ctx.database.db.execute<{
      users: number;
      trucks: number;
      customers: number;
      jobs: number;
      expenses: number;
    }>(
      sql`select (select count(*) from users where email like '%@fleetledger.test') as users, (select count(*) from trucks) as trucks, (select count(*) from customers) as customers, (select count(*) from jobs) as jobs, (select count(*) from expenses) as expenses`,
    );
    expect(counts.rows[0]).toEqual({ users: 4, trucks: 8, customers: 6, jobs: 1800, expenses: 480 });
    const containers = await ctx.database.db.execute<{ container: string }>(
      sql`select container from jobs where container is not null limit 50`,
    );
    for (const { container } of containers.rows) expect(checkContainer(container)).toEqual({ kind: 'valid' });
  });

  it('says why the database cannot be opened, in the driver’s words', async () => {
    const url = process.env.DATABASE_URL!;
    const wrongPassword = new URL(url);
    wrongPassword.password = 'not-the-password';
    process.env.DATABASE_URL = wrongPassword.toString();
    try {
      const result = await cli('user', 'list');
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/^Cannot open the database: password authentication failed for user/);
    } finally {
      process.env.DATABASE_URL = url;
    }
  });

  it('names the database ledger verify checked, password left out', async () => {
    const verified = await cli('ledger', 'verify');
    expect(verified.code, verified.err).toBe(0);
    const url = new URL(process.env.DATABASE_URL!);
    const [named, said] = verified.out.split('\n');
    expect(named).toBe(`Database: the PostgreSQL server at postgres://${url.username}@${url.host}${url.pathname}`);
    expect(named).not.toContain(url.password);
    expect(said).toMatch(/^The books verify: \d+ entries/);
  });

  it("checks no empty data folder as if it held books, and reaches the demo's with --demo", async () => {
    const url = process.env.DATABASE_URL!;
    const dataDir = process.env.DATA_DIR!;
    const cwd = process.cwd();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-cli-'));
    delete process.env.DATABASE_URL;
    delete process.env.DATA_DIR;
    process.chdir(folder);
    try {
      const empty = await cli('ledger', 'verify');
      expect(empty).toEqual({
        code: 1,
        out: 'Database: the embedded PostgreSQL in ./data',
        err: "It holds no database yet, so no books to check. The demo's books are checked with: npm run cli -- --demo ledger verify",
      });
      expect(fs.existsSync(path.join(folder, 'data'))).toBe(false);
      const demo = await cli('--demo', 'ledger', 'verify');
      expect(demo).toEqual({
        code: 1,
        out: 'Database: the embedded PostgreSQL in ./data-demo',
        err: 'It holds no database yet, so no books to check.',
      });
    } finally {
      process.chdir(cwd);
      process.env.DATABASE_URL = url;
      process.env.DATA_DIR = dataDir;
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('prints usage and exits non-zero on bad arguments', async () => {
    for (const argv of [
      [],
      ['user'],
      ['user', 'add'],
      ['user', 'add', '--email', 'a@b.c'],
      ['frobnicate'],
      ['user', 'list', '--bogus', 'x'],
      ['user', 'list', '--email', 'a@b.c'],
    ]) {
      const result = await cli(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.err).toContain('Usage: npm run cli --');
    }
  });

  it('backs up to a file and restores it, saying what it did, and refuses to restore over data without --force', async () => {
    const out = `${ctx.config.dataDir}/cli.flbackup`;
    const backup = await cli('backup', '--out', out);
    expect(backup.code, backup.err).toBe(0);
    expect(backup.out).toMatch(/^Backed up \d+ rows and \d+ files to .*cli\.flbackup \(\d+\.\d MB\) in \d+\.\d s\.$/);
    const refused = await cli('restore', '--from', out);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/already holds data .* --force/);
    const restored = await cli('restore', '--from', out, '--force');
    expect(restored.code, restored.err).toBe(0);
    expect(restored.out).toMatch(/^Restored \d+ rows and \d+ files from /);
    expect((await cli('restore')).code).toBe(2);
  });
});
