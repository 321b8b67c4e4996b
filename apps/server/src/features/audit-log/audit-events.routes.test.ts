import { describe, expect, it } from 'vitest';
import { auditLogResponse, type AuditEntry } from '@fleetledger/shared/audit-log/audit-log.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { TEST_USERS } from '../../../test/users-fixture';

/*
 * The events the issue names as kept in the audit log, each read back through GET audit/log as the
 * Audit Log screen reads it. Backups and restores are run from the command line (backup.test.ts).
 */
const api = useSignedInApp({ authority: 1, masterData: true });

async function newest(query: string): Promise<AuditEntry> {
  const answer = await api.call('GET', `audit/log?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  const entry = auditLogResponse.parse(answer.json()).entries[0];
  expect(entry, query).toBeDefined();
  return entry!;
}

const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
};

describe('what the audit log keeps', () => {
  it('a lock date move and a VAT filing, with the lock it moved', async () => {
    const lock = (await api.call('GET', 'books/lock_date')).json<{ version: number }>();
    await ok(api.call('POST', 'books/lock_date', { lock_date: '2026-01-31', version: lock.version }));
    expect(await newest('kind=books&action=lock_date')).toMatchObject({
      user_name: 'Ada Admin',
      record: 'Lock date',
      link: '/books/lock-date',
      before: { lockDate: null },
      after: { lockDate: '2026-01-31' },
    });

    await ok(api.call('POST', 'books/vat_return_file', { from: '2026-01-01', to: '2026-03-31' }));
    const filed = await newest('kind=vat_return&action=vat_return_file');
    expect(filed).toMatchObject({ user_name: 'Ada Admin', record: '2026-01-01 – 2026-03-31' });
    expect(await newest('kind=books&action=lock_date')).toMatchObject({ after: { lockDate: '2026-03-31' } });
  });

  it('an account of the chart added and changed, named by its code and name', async () => {
    const saved = await api.call('POST', 'account_save', {
      code: 'AU1',
      name: 'Audit Trail',
      type: 'expense',
      dr_cr: 'dr',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json<{ id: number }>().id;
    await ok(
      api.call('POST', 'account_save', {
        id,
        version: 1,
        code: 'AU1',
        name: 'Audit Trail Costs',
        type: 'expense',
        dr_cr: 'dr',
      }),
    );
    const changed = await newest(`kind=account&record_id=${id}`);
    expect(changed).toMatchObject({ action: 'update', record: 'AU1 Audit Trail Costs', link: '/accounts' });
    expect(changed.before).toMatchObject({ name: 'Audit Trail' });
    expect(changed.after).toMatchObject({ name: 'Audit Trail Costs' });
    expect((await newest('kind=account&record=Audit Trail')).record_id).toBe(String(id));
  });

  it('a user added and disabled', async () => {
    const added = await api.call('POST', 'user_save', {
      email: 'clerk@test.local',
      name: 'Cara Clerk',
      authority: 3,
      password: 'clerk-secret-pass-1',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await newest('kind=user&record=Cara')).toMatchObject({
      action: 'create',
      record: 'Cara Clerk (clerk@test.local)',
    });
    const { id } = (await newest('kind=user&record=Cara')).after as { id: number };
    await ok(
      api.call('POST', 'user_save', { id, email: 'clerk@test.local', name: 'Cara Clerk', authority: 3, active: false }),
    );
    expect(await newest(`kind=user&record_id=${id}`)).toMatchObject({
      action: 'update',
      before: { active: true },
      after: { active: false },
    });
  });

  it('the security codes changed, never the codes themselves', async () => {
    await ok(
      api.call('POST', 'security_codes_save', {
        cancel_code: '1357',
        admin_code: '2468',
        password: TEST_USERS[1].password,
      }),
    );
    const entry = await newest('kind=settings&action=set_codes');
    expect(entry).toMatchObject({
      user_name: 'Ada Admin',
      record_id: 'security_codes',
      record: 'Security codes',
      link: '/settings',
    });
    expect(JSON.stringify(entry)).not.toMatch(/1357|2468/);
  });

  it('a sign-in and a failed sign-in, with where they came from', async () => {
    const signIn = (password: string, email: string = TEST_USERS[3].email) =>
      api.ctx.app.inject({
        method: 'POST',
        url: '/api/transportation/login.php',
        payload: { email, password },
        remoteAddress: '203.0.113.9',
      });
    expect((await signIn('not-the-password')).statusCode).toBe(401);
    const failed = await newest('action=sign_in_failed');
    expect(failed).toMatchObject({ kind: 'user', ip: '203.0.113.9', after: { email: TEST_USERS[3].email } });
    expect(failed.record).toBe(`Sue Supervisor (${TEST_USERS[3].email})`);
    expect(JSON.stringify(failed)).not.toContain('not-the-password');
    // An address no user has is named by what was typed.
    expect((await signIn('any-password', 'nobody@example.com')).statusCode).toBe(401);
    expect(await newest('action=sign_in_failed')).toMatchObject({ record_id: null, record: 'nobody@example.com' });
    expect((await signIn(TEST_USERS[3].password)).statusCode).toBe(200);
    expect(await newest('action=sign_in')).toMatchObject({
      user_name: 'Sue Supervisor',
      ip: '203.0.113.9',
      record: `Sue Supervisor (${TEST_USERS[3].email})`,
      link: '/users',
    });
  });
});
