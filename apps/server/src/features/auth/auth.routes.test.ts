import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { seedTestUsers, signInAs, TEST_USERS } from '../../../test/users-fixture';
import { CLI_ACTOR } from '../../identity/actor';
import { disableUser } from '../users/users.service';
import { EMAIL_FREE_FAILURES, PAIR_FAILURE_LIMIT } from '@fleetledger/shared/auth/sign-in-limits';

const LOGIN = '/api/transportation/login.php';
let ctx: TestContext;

async function count(table: string): Promise<number> {
  const result = await ctx.database.db.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`));
  return Number(result.rows[0]!.n);
}

async function auditActions(): Promise<string[]> {
  const result = await ctx.database.db.execute<{ action: string }>(sql`select action from audit_log order by id`);
  return result.rows.map((row) => row.action);
}

let listeningAt: string | undefined;
async function listening(): Promise<string> {
  listeningAt ??= await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return listeningAt;
}

function login(payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url: LOGIN, payload: payload as object, headers });
}

beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true' });
  await seedTestUsers(ctx.database.db);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from sign_in_failures`);
  await ctx.database.db.execute(sql`delete from sessions`);
});

describe('POST login.php', () => {
  it('signs in with the documented fields and an HttpOnly SameSite=Lax cookie of a fresh 256-bit token', async () => {
    const admin = TEST_USERS[1];
    const response = await login({ email: admin.email.toUpperCase(), password: admin.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Login successful',
      user_code: expect.stringMatching(/^U\d{4}$/),
      authority: 1,
      name: admin.name,
      email: admin.email,
    });
    const cookie = response.cookies[0]!;
    expect(cookie.name).toBe('fleetledger_session');
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy();
    expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);

    const second = await login({ email: admin.email, password: admin.password });
    expect(second.cookies[0]!.value).not.toBe(cookie.value);

    const stored = await ctx.database.db.execute<{ token_hash: string }>(sql`select token_hash from sessions`);
    expect(stored.rows).toHaveLength(2);
    for (const row of stored.rows) expect(row.token_hash).not.toContain(cookie.value);
  });

  it('answers without the .php suffix too', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/transportation/login',
      payload: { email: TEST_USERS[2].email, password: TEST_USERS[2].password },
    });
    expect(response.statusCode).toBe(200);
  });

  it('gives the same message for an unknown e-mail and a wrong password, and logs both', async () => {
    const unknown = await login({ email: 'nobody@test.local', password: 'whatever-password' });
    const wrong = await login({ email: TEST_USERS[1].email, password: 'not-the-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ success: false, message: 'Invalid email or password' });
    expect(wrong.json()).toEqual(unknown.json());
    expect(unknown.cookies).toHaveLength(0);
    const actions = await auditActions();
    expect(actions.filter((a) => a === 'sign_in_failed').length).toBeGreaterThanOrEqual(2);
  });

  it('requires e-mail and password with per-field messages', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Email is required',
      errors: { email: 'Email is required', password: 'Password is required' },
    });
    const blank = await login({ email: '  ', password: '' });
    expect(blank.json().errors).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('answers 400 for malformed bodies and writes nothing', async () => {
    const before = {
      sessions: await count('sessions'),
      failures: await count('sign_in_failures'),
      audit: await count('audit_log'),
    };
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ success: false, message: 'The request body is not valid JSON' });

    const wrongTypes = await login({ email: 42, password: ['x'] });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().success).toBe(false);

    const huge = await login({ email: `${'a'.repeat(1_000_000)}@x.test`, password: 'p'.repeat(1_000_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({
      success: false,
      errors: { email: 'Email is too long', password: 'Password is too long' },
    });

    const array = await login([1, 2, 3]);
    expect(array.statusCode).toBe(400);

    expect({
      sessions: await count('sessions'),
      failures: await count('sign_in_failures'),
      audit: await count('audit_log'),
    }).toEqual(before);
  });

  it('refuses a disabled user and ends their sessions', async () => {
    const supervisor = TEST_USERS[3];
    const cookie = await signInAs(ctx.app, supervisor);
    await disableUser(ctx.database.db, supervisor.email, CLI_ACTOR);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/transportation/session.php',
      headers: { cookie },
    });
    expect(session.statusCode).toBe(401);
    const again = await login({ email: supervisor.email, password: supervisor.password });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Invalid email or password');
    await ctx.database.db.execute(sql`update users set active = true where email = ${supervisor.email}`);
  });

  it('stops an e-mail and address pair after 5 failures, saying the same wait in the message and Retry-After', async () => {
    const driver = TEST_USERS[4];
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i += 1) {
      expect((await login({ email: driver.email, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const limited = await login({ email: driver.email, password: driver.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many failed sign-in attempts\. Try again in 1[45] minutes\.$/);
    const minutes = Number(/in (\d+) minutes/.exec(limited.json().message)![1]);
    expect(limited.headers['retry-after']).toBe(String(minutes * 60));
    expect(limited.cookies).toHaveLength(0);
    expect(await count('sign_in_failures')).toBe(PAIR_FAILURE_LIMIT);

    // The window slides: once the failures are older than 15 minutes the right password works again.
    await ctx.database.db.execute(sql`update sign_in_failures set at = at - interval '16 minutes'`);
    expect((await login({ email: driver.email, password: driver.password })).statusCode).toBe(200);
  });

  it('does not lock a whole office out: failures for other e-mails from one address leave the Admin able to sign in', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ email: `guess${i}@test.local`, password: 'wrong-password' })).statusCode).toBe(401);
    }
    expect((await login({ email: TEST_USERS[1].email, password: TEST_USERS[1].password })).statusCode).toBe(200);
  });

  it('slows an e-mail failing from many addresses with a growing delay instead of locking it', async () => {
    const manager = TEST_USERS[2];
    for (let i = 0; i < EMAIL_FREE_FAILURES; i += 1) {
      await login({ email: manager.email, password: 'wrong' }, { 'x-forwarded-for': `10.1.0.${i}` });
    }
    const slowed = await login({ email: manager.email, password: manager.password }, { 'x-forwarded-for': '10.1.1.1' });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json().message).toBe('Too many failed sign-in attempts. Try again in 1 second.');
    await ctx.database.db.execute(sql`update sign_in_failures set at = at - interval '2 seconds'`);
    expect(
      (await login({ email: manager.email, password: manager.password }, { 'x-forwarded-for': '10.1.1.1' })).statusCode,
    ).toBe(200);
  });

  for (const attempts of [60, 150]) {
    it(`evaluates no more than the limit of ${attempts} guesses sent at once through the real server`, async () => {
      const url = await listening();
      const admin = TEST_USERS[1];
      const answers = await Promise.all(
        Array.from({ length: attempts }, (_, i) =>
          fetch(`${url}${LOGIN}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: url },
            body: JSON.stringify({ email: admin.email, password: i === attempts - 1 ? admin.password : `guess-${i}` }),
          }).then((response) => response.status),
        ),
      );
      const evaluated = answers.filter((status) => status === 401 || status === 200).length;
      expect(evaluated).toBeLessThanOrEqual(PAIR_FAILURE_LIMIT);
      expect(answers.filter((status) => status === 429)).toHaveLength(attempts - evaluated);
    });
  }

  it('lets right passwords sent at once all in, never ending one with a server error', async () => {
    const url = await listening();
    const admin = TEST_USERS[1];
    // Two at a time, many times: how two people (or two tabs) signing in as one user meet.
    for (let round = 0; round < 30; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 2 }, () =>
          fetch(`${url}${LOGIN}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: url },
            body: JSON.stringify({ email: admin.email, password: admin.password }),
          }).then((response) => response.status),
        ),
      );
      expect(answers).toEqual([200, 200]);
      expect(await count('sign_in_failures')).toBe(0);
    }
  });

  it('refuses a sign-in posted from another site', async () => {
    const admin = TEST_USERS[1];
    const crossOrigin = await login(
      { email: admin.email, password: admin.password },
      { origin: 'https://evil.example' },
    );
    expect(crossOrigin.statusCode).toBe(403);
    const fetchSite = await login({ email: admin.email, password: admin.password }, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.statusCode).toBe(403);
    const sameOrigin = await login(
      { email: admin.email, password: admin.password },
      { origin: 'http://localhost:80', host: 'localhost:80' },
    );
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  const SESSION = '/api/transportation/session.php';

  it('answers the signed-in user, or 401 without a session', async () => {
    const cookie = await signInAs(ctx.app, TEST_USERS[2]);
    const response = await ctx.app.inject({ method: 'GET', url: SESSION, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      authority: 2,
      name: TEST_USERS[2].name,
      email: TEST_USERS[2].email,
    });
    const anonymous = await ctx.app.inject({ method: 'GET', url: SESSION });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: 'Please sign in' });
    const forged = await ctx.app.inject({
      method: 'GET',
      url: SESSION,
      headers: { cookie: 'fleetledger_session=forged-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('expires after 8 hours idle', async () => {
    const cookie = await signInAs(ctx.app, TEST_USERS[2]);
    await ctx.database.db.execute(sql`update sessions set last_seen_at = now() - interval '8 hours 1 minute'`);
    expect((await ctx.app.inject({ method: 'GET', url: SESSION, headers: { cookie } })).statusCode).toBe(401);
    expect(await count('sessions')).toBe(0);
  });

  it('expires 24 hours after sign-in however active', async () => {
    const cookie = await signInAs(ctx.app, TEST_USERS[2]);
    await ctx.database.db.execute(
      sql`update sessions set created_at = now() - interval '24 hours 1 minute', last_seen_at = now()`,
    );
    expect((await ctx.app.inject({ method: 'GET', url: SESSION, headers: { cookie } })).statusCode).toBe(401);
  });

  it('stays alive while used within the idle limit', async () => {
    const cookie = await signInAs(ctx.app, TEST_USERS[2]);
    await ctx.database.db.execute(sql`update sessions set last_seen_at = now() - interval '7 hours 59 minutes'`);
    expect((await ctx.app.inject({ method: 'GET', url: SESSION, headers: { cookie } })).statusCode).toBe(200);
    const seen = await ctx.database.db.execute<{ recent: boolean }>(
      sql`select last_seen_at > now() - interval '1 minute' as recent from sessions`,
    );
    expect(seen.rows[0]!.recent).toBe(true);
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const cookie = await signInAs(ctx.app, TEST_USERS[1]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/transportation/logout.php',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Logged out' });
    expect(response.cookies[0]).toMatchObject({ name: 'fleetledger_session', value: '' });
    expect((await ctx.app.inject({ method: 'GET', url: SESSION, headers: { cookie } })).statusCode).toBe(401);
    expect(await count('sessions')).toBe(0);
    expect(await auditActions()).toContain('sign_out');
  });
});

describe('secure cookies', () => {
  it('uses the __Host- prefix and Secure when COOKIE_SECURE=true', async () => {
    const secure = await createTestContext({ COOKIE_SECURE: 'true' });
    try {
      await seedTestUsers(secure.database.db);
      const response = await secure.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: TEST_USERS[1].email, password: TEST_USERS[1].password },
      });
      const cookie = response.cookies[0]!;
      expect(cookie.name).toBe('__Host-fleetledger_session');
      expect(cookie.secure).toBe(true);
      expect(cookie.path).toBe('/');
      const session = await secure.app.inject({
        method: 'GET',
        url: '/api/transportation/session.php',
        headers: { cookie: `${cookie.name}=${cookie.value}` },
      });
      expect(session.statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });
});
