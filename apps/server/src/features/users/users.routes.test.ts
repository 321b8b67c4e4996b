import { describe, expect, it } from 'vitest';
import type { Authority } from '@fleetledger/shared/access';
import { signInAs } from '../../../test/users-fixture';
import { useSignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';

const api = useSignedInApp();

const API = '/api/transportation';

const save = (payload: unknown, authority: Authority = 1) =>
  api.ctx.app.inject({
    method: 'POST',
    url: `${API}/user_save`,
    payload: payload as object,
    headers: { cookie: api.cookies[authority] },
  });
const session = (cookie: string) =>
  api.ctx.app.inject({ method: 'GET', url: `${API}/session.php`, headers: { cookie } });

describe('user administration', () => {
  it('lists users for Admins only', async () => {
    const response = await api.ctx.app.inject({
      method: 'GET',
      url: `${API}/users_list.php`,
      headers: { cookie: api.cookies[1] },
    });
    expect(response.json().users.map((u: { role: string }) => u.role)).toEqual([
      'Admin',
      'Manager',
      'Supervisor',
      'Driver',
    ]);
    expect(response.json().users[0]).not.toHaveProperty('passwordHash');
    for (const authority of [2, 3, 4] as const) {
      expect(
        (
          await api.ctx.app.inject({
            method: 'GET',
            url: `${API}/users_list`,
            headers: { cookie: api.cookies[authority] },
          })
        ).statusCode,
      ).toBe(403);
    }
  });

  it('adds a user who can sign in, changes authority, resets the password, disables', async () => {
    const created = await save({
      email: 'New.Clerk@test.local',
      name: 'New Clerk',
      authority: 3,
      password: 'clerk-pass-123',
    });
    expect(created.statusCode).toBe(200);
    const user = created.json().user;
    expect(user).toMatchObject({ email: 'new.clerk@test.local', role: 'Supervisor', active: true });
    const clerkCookie = await signInAs(api.ctx.app, { email: 'new.clerk@test.local', password: 'clerk-pass-123' });

    expect((await save({ id: user.id, email: user.email, name: 'New Clerk', authority: 2 })).json().user.role).toBe(
      'Manager',
    );
    // A change of authority ends the sessions, so the new rights apply at once.
    expect((await session(clerkCookie)).statusCode).toBe(401);

    const again = await signInAs(api.ctx.app, { email: 'new.clerk@test.local', password: 'clerk-pass-123' });
    expect(
      (await save({ id: user.id, email: user.email, name: 'New Clerk', authority: 2, password: 'reset-pass-456' }))
        .statusCode,
    ).toBe(200);
    expect((await session(again)).statusCode).toBe(401);
    const third = await signInAs(api.ctx.app, { email: 'new.clerk@test.local', password: 'reset-pass-456' });

    expect(
      (await save({ id: user.id, email: user.email, name: 'New Clerk', authority: 2, active: false })).json().user
        .active,
    ).toBe(false);
    expect((await session(third)).statusCode).toBe(401);
  });

  it('refuses bad input, duplicates and self lock-out, writing nothing', async () => {
    const before = await tableCounts(api.ctx.database.db, ['users', 'audit_log']);
    const me = (
      await api.ctx.app.inject({ method: 'GET', url: `${API}/users_list`, headers: { cookie: api.cookies[1] } })
    ).json().users[0];
    const cases: [unknown, number, string][] = [
      [{ email: 'a@test.local', name: 'A', authority: 2 }, 400, 'Password is required'],
      [
        { email: 'a@test.local', name: 'A', authority: 2, password: 'short' },
        400,
        'Password must be at least 10 characters',
      ],
      [
        { email: 'a@test.local', name: 'A', authority: 2, password: 'password1234' },
        400,
        'This password is too common; choose another',
      ],
      [
        { email: 'a@test.local', name: 'A', authority: 7, password: 'fine-pass-123' },
        400,
        'Authority must be 1, 2, 3 or 4',
      ],
      [
        { email: 'a@test.local', name: 'A', authority: 'two', password: 'fine-pass-123' },
        400,
        'Authority must be 1, 2, 3 or 4',
      ],
      [{ email: 'nope', name: 'A', authority: 2, password: 'fine-pass-123' }, 400, 'Enter a valid e-mail address'],
      [{ email: 'a@test.local', name: '', authority: 2, password: 'fine-pass-123' }, 400, 'Name is required'],
      [
        { email: 'a@test.local', name: 'x'.repeat(10_000), authority: 2, password: 'fine-pass-123' },
        400,
        'Name must be at most 120 characters',
      ],
      [
        { email: 'MANAGER@test.local', name: 'Dup', authority: 2, password: 'fine-pass-123' },
        409,
        'A user with e-mail manager@test.local already exists',
      ],
      [{ id: 999999, email: 'ghost@test.local', name: 'G', authority: 2 }, 404, 'User not found'],
      [
        { id: me.id, email: me.email, name: me.name, authority: 1, active: false },
        400,
        'You cannot disable your own account or remove your own Admin authority',
      ],
      [
        { id: me.id, email: me.email, name: me.name, authority: 2 },
        400,
        'You cannot disable your own account or remove your own Admin authority',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await save(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(
      (await save({ email: 'm@test.local', name: 'M', authority: 2, password: 'fine-pass-123' }, 2)).statusCode,
    ).toBe(403);
    expect(await tableCounts(api.ctx.database.db, ['users', 'audit_log'])).toEqual(before);
  });
});
