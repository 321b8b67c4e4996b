import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ledgerCheckResponse } from '@fleetledger/shared/ledger/ledger-check.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { TEST_USERS } from '../../../test/users-fixture';
import { cli, useCliAsOperator } from '../../../test/run-cli';
import { asOwner } from '../../../test/owner-session';
import { ANCHOR_FILE_NAME, readAnchorFile } from './ledger-anchor-file';

/**
 * The audit log is sealed like the books are chained: every entry gets a link hashing its content and
 * the link before, and the anchor in DATA_DIR holds the seals' head. Someone with the owner's rights,
 * switching the triggers off, can change or remove entries, or cut the last ones, but `ledger verify`
 * names what they did.
 */
const api = useSignedInApp({ authority: 1, listening: true });
const db = () => api.ctx.database.db;
const dataDir = () => api.ctx.config.dataDir;
useCliAsOperator(db, dataDir);

/** What the owner does behind the triggers' back, as a restore does. */
const behindTriggers = (work: string) =>
  asOwner(db(), (owner) =>
    owner.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql.raw(work));
    }),
  );

/** Each case starts from a log sealed afresh and no anchor: earlier cases' tampering is forgotten. */
beforeEach(async () => {
  await behindTriggers(
    'delete from audit_seals; insert into audit_unsealed (audit_id) select id from audit_log on conflict do nothing',
  );
  fs.rmSync(path.join(dataDir(), ANCHOR_FILE_NAME), { force: true });
});

async function signInThroughServer(times: number) {
  return Promise.all(
    Array.from({ length: times }, (_, i) => {
      const user = TEST_USERS[((i % 4) + 1) as 1 | 2 | 3 | 4];
      return fetch(`${api.baseUrl}/api/transportation/login.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: api.baseUrl },
        body: JSON.stringify({ email: user.email, password: user.password }),
      }).then((response) => response.status);
    }),
  );
}

async function seals() {
  const { rows } = await db().execute<{ entries: number; sealed: number; unsealed: number; last: number }>(
    sql`select (select count(*)::int from audit_log) as entries, (select count(*)::int from audit_seals) as sealed,
      (select count(*)::int from audit_log a where not exists (select 1 from audit_seals s where s.audit_id = a.id)) as unsealed,
      (select coalesce(max(position), 0)::int from audit_seals) as last`,
  );
  return rows[0]!;
}

async function verifyThroughApi() {
  const answer = await api.call('POST', 'books/ledger_verify', {});
  expect(answer.statusCode, answer.body).toBe(200);
  return ledgerCheckResponse.parse(answer.json()).last_verified!;
}

async function lastAuditIds(count: number): Promise<number[]> {
  const { rows } = await db().execute<{ id: number }>(sql`select id from audit_log order by id desc limit ${count}`);
  return rows.map((row) => Number(row.id));
}

describe('the audit log sealed in a chain', () => {
  it('seals 30 audited writes sent at once in one chain, each before its answer, and the chain verifies', async () => {
    expect(await signInThroughServer(30)).toEqual(Array.from({ length: 30 }, () => 200));
    const sealed = await seals();
    expect(sealed.unsealed).toBe(0);
    expect(sealed.sealed).toBe(sealed.entries);
    expect(sealed.last).toBe(sealed.sealed);

    const verified = await verifyThroughApi();
    expect(verified.findings).toEqual([]);
    expect(verified.verified).toBe(true);
    const file = await readAnchorFile(dataDir());
    expect(file.state === 'present' && file.anchor?.audit).toMatchObject({ sealed: sealed.sealed });
  });

  it('names an entry changed after it was sealed, through the Books screen and the command line', async () => {
    await signInThroughServer(3);
    const [changed] = await lastAuditIds(2);
    await behindTriggers(`update audit_log set after = '{"forged": true}' where id = ${changed}`);

    const verified = await verifyThroughApi();
    expect(verified.verified).toBe(false);
    expect(verified.findings).toEqual([`Audit entry ${changed} was changed after it was sealed`]);
    const fromCli = await cli('ledger', 'verify');
    expect(fromCli.code).toBe(1);
    expect(fromCli.err.split('\n')).toContain(`- Audit entry ${changed} was changed after it was sealed.`);
  });

  it('names an entry removed after it was sealed', async () => {
    await signInThroughServer(3);
    const [, removed] = await lastAuditIds(2);
    await behindTriggers(`delete from audit_log where id = ${removed}`);

    const verified = await verifyThroughApi();
    expect(verified.findings).toEqual([`Audit entry ${removed} was removed after it was sealed`]);
  });

  it('names an entry added behind the triggers, which no round seals', async () => {
    await signInThroughServer(2);
    const { rows } = await asOwner(db(), (owner) =>
      owner.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        return tx.execute<{ id: number }>(
          sql`insert into audit_log (action, entity, entity_id) values ('sign_in', 'user', '1') returning id`,
        );
      }),
    );
    await signInThroughServer(1);

    const verified = await verifyThroughApi();
    expect(verified.findings).toEqual([
      `Audit entry ${rows[0]!.id} was never sealed: it was added behind the triggers' back, or its seal was removed`,
    ]);
  });

  it('finds the last entries cut with their seals against the anchor', async () => {
    await signInThroughServer(3);
    expect((await verifyThroughApi()).verified).toBe(true);
    const before = await seals();
    const [last, secondLast] = await lastAuditIds(2);
    await behindTriggers(
      `delete from audit_seals where audit_id in (${last}, ${secondLast}); delete from audit_log where id in (${last}, ${secondLast})`,
    );

    const verified = await verifyThroughApi();
    expect(verified.verified).toBe(false);
    expect(verified.findings).toHaveLength(1);
    expect(verified.findings[0]).toMatch(
      new RegExp(
        `^The audit log ends at ${before.sealed - 2} sealed audit entries, the last audit entry \\d+ \\(\\w{12}\\), but its anchor of .+ UTC holds ${before.sealed} sealed audit entries, the last audit entry ${last} \\(\\w{12}\\): the last 2 are missing$`,
      ),
    );
    const fromCli = await cli('ledger', 'verify');
    expect(fromCli.code).toBe(1);
  });
});
