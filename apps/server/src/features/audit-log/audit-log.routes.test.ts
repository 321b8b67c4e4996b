import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUDIT_MESSAGES, auditLogResponse, type AuditLogPage } from '@fleetledger/shared/audit-log/audit-log.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, ledgerScenario } from '../../../test/ledger-scenario';
import { PDF_BYTES } from '../../../test/multipart';
import { recordAudits } from '../../audit/audit-log';

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const scenario = ledgerScenario(api);
const db = () => api.ctx.database.db;

async function readLog(query: string, authority: 1 | 2 = 1): Promise<AuditLogPage> {
  const answer = await api.call('GET', `audit/log?${query}`, undefined, authority);
  expect(answer.statusCode, answer.body).toBe(200);
  return auditLogResponse.parse(answer.json());
}

async function refusal(query: string) {
  const answer = await api.call('GET', `audit/log?${query}`);
  expect(answer.statusCode, answer.body).toBe(400);
  return answer.json<{ message: string; errors: Record<string, string> }>();
}

/** An invoice created, moved to Approved and given an attachment: three entries of its history. */
async function invoiceWithHistory() {
  const { number } = await scenario.invoice(
    api.md.customers.acme,
    '2026-05-10',
    [{ quantity: 1, unitFils: 50_000, vatPercent: 10 }],
    0,
  );
  expect(await scenario.move('invoice', number!, 'Approved')).toBe(200);
  const { id } = await scenario.details('invoice', number!);
  const uploaded = await api.upload(
    'drive/invoice_upload.php',
    { name: 'signed copy', invoice_id: String(id) },
    { name: 'copy.pdf', type: 'application/pdf', data: PDF_BYTES },
  );
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return { number: number!, id };
}

describe('GET audit/log', () => {
  it("lists an invoice's history newest first, named by its number, with who, where and before and after", async () => {
    const { number, id } = await invoiceWithHistory();
    const page = await readLog(`kind=invoice&record=INV-ARG-${number}`);
    expect(page.entries.map((entry) => [entry.kind, entry.action])).toEqual([
      ['attachment', 'create'],
      ['invoice', 'status'],
      ['invoice', 'create'],
    ]);
    const [attachment, status] = page.entries;
    expect(attachment).toMatchObject({
      record: `signed copy on INV-ARG-${number}`,
      link: `/invoice/${number}`,
      user_name: 'Ada Admin',
      user_email: 'admin@test.local',
    });
    expect(status).toMatchObject({
      record: `INV-ARG-${number}`,
      record_id: String(id),
      before: { status: 'Created' },
      after: { status: 'Approved' },
    });
    expect(status!.ip).toMatch(/\d/);
    expect(status!.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The same history by id, as a document's page asks, and by the bare number.
    expect((await readLog(`kind=invoice&record_id=${id}`)).entries).toEqual(page.entries);
    expect((await readLog(`kind=invoice&record=${number}`)).entries).toEqual(page.entries);
    expect((await readLog('kind=invoice&record=INV-ARG-999999')).entries).toEqual([]);
  });

  it('filters by user, kind, action and the days of the company', async () => {
    await invoiceWithHistory();
    const byManager = await api.call('POST', 'truck_save', { number: 'AUD-1' }, 2);
    expect(byManager.statusCode, byManager.body).toBe(200);
    const managerId = (await readLog('kind=truck&record=AUD-1')).entries[0]!.user_id!;
    const mine = await readLog(`user_id=${managerId}`);
    expect(mine.entries.length).toBeGreaterThan(0);
    expect(mine.entries.every((entry) => entry.user_name === 'Max Manager')).toBe(true);
    const trucks = await readLog('kind=truck');
    expect(trucks.entries.map((entry) => entry.record)).toContain('AUD-1');
    expect(trucks.entries.every((entry) => entry.kind === 'truck' && entry.link === '/trucks')).toBe(true);
    const moves = await readLog('action=status');
    expect(moves.entries.length).toBeGreaterThan(0);
    expect(moves.entries.every((entry) => entry.action === 'status')).toBe(true);

    // 23:30 in Bahrain on the 1st is 20:30 UTC: the 1st's entry, not the 2nd's.
    await db().execute(sql`insert into audit_log (at, action, entity, entity_id)
      values ('2026-01-01T20:30:00Z', 'update', 'settings', 'day-edge'), ('2026-01-01T21:30:00Z', 'update', 'settings', 'next-day')`);
    const first = await readLog('from=2026-01-01&to=2026-01-01');
    expect(first.entries.map((entry) => entry.record_id)).toEqual(['day-edge']);
    const second = await readLog('from=2026-01-02&to=2026-01-02&kind=settings');
    expect(second.entries.map((entry) => entry.record_id)).toEqual(['next-day']);
  });

  it('pages 50 at a time by the last entry shown, with no entry twice or left out', async () => {
    await recordAudits(
      db(),
      { userId: null, ip: 'test' },
      Array.from({ length: 120 }, (_, index) => ({ action: 'paging_test', entity: 'job', entityId: index + 1 })),
    );
    const seen: string[] = [];
    let query = 'action=paging_test';
    let pages = 0;
    for (;;) {
      const page = await readLog(query);
      pages += 1;
      expect(page.entries.length).toBeLessThanOrEqual(50);
      seen.push(...page.entries.map((entry) => entry.record_id!));
      if (page.next === null) break;
      query = `action=paging_test&before_id=${page.next}`;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 120 }, (_, index) => String(120 - index)));
  });

  it('refuses bad dates, ids, kinds, actions and huge text with a message naming the field', async () => {
    expect((await refusal('from=2026-13-01')).errors.from).toBeDefined();
    expect((await refusal('to=yesterday')).errors.to).toBeDefined();
    expect((await refusal('from=2026-05-02&to=2026-05-01')).errors.to).toBe(AUDIT_MESSAGES.fromAfterTo);
    expect((await refusal('user_id=abc')).errors.user_id).toBe('User is not a valid id');
    expect((await refusal('user_id=1.5')).errors.user_id).toBe('User is not a valid id');
    expect((await refusal('before_id=99999999999999999999')).errors.before_id).toBe('Page is not a valid id');
    expect((await refusal('kind=spaceship')).errors.kind).toBe(AUDIT_MESSAGES.unknownKind);
    expect((await refusal('action=drop%20table')).errors.action).toBe(AUDIT_MESSAGES.unknownAction);
    expect((await refusal('record=INV-ARG-1')).errors.kind).toBe(AUDIT_MESSAGES.recordNeedsKind);
    const huge = 'x'.repeat(5_000);
    expect((await refusal(`kind=customer&record=${huge}`)).errors.record).toBe(
      'Record number must be at most 100 characters',
    );
    expect((await refusal(`action=${huge}`)).errors.action).toBe('Action must be at most 40 characters');
  });

  it('is read by the Admin and the Manager, refused to the Supervisor and the Driver, and needs a session', async () => {
    expect((await readLog('', 2)).success).toBe(true);
    // A record's page is offered only to a reader who may open it: the Manager opens Trucks, not Users.
    expect((await api.call('POST', 'truck_save', { number: 'AUD-2' }, 2)).statusCode).toBe(200);
    expect((await readLog('kind=truck&record=AUD-2', 2)).entries[0]).toMatchObject({
      record: 'AUD-2',
      link: '/trucks',
    });
    const signIns = (await readLog('kind=user', 2)).entries;
    expect(signIns.length).toBeGreaterThan(0);
    expect(signIns.every((entry) => entry.link === null && entry.record !== '')).toBe(true);
    expect((await readLog('kind=user')).entries.every((entry) => entry.link === '/users')).toBe(true);
    for (const authority of [3, 4] as const) {
      expect((await api.call('GET', 'audit/log', undefined, authority)).statusCode).toBe(403);
      expect((await api.call('GET', 'audit/users', undefined, authority)).statusCode).toBe(403);
    }
    const anonymous = await api.ctx.app.inject({ method: 'GET', url: '/api/transportation/audit/log' });
    expect(anonymous.statusCode).toBe(401);
    const users = await api.call('GET', 'audit/users', undefined, 2);
    expect(users.json().users).toEqual(
      expect.arrayContaining([{ id: expect.any(Number), name: 'Ada Admin', email: 'admin@test.local' }]),
    );
  });
});
