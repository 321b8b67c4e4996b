import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN, MANAGER, type Authority } from '@fleetledger/shared/access';
import {
  codesNeeded,
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  STATUS_MESSAGES,
  STATUS_MOVES,
  type DocumentKind,
  type DocumentStatus,
} from '@fleetledger/shared/documents/document-status';
import { VERSION_REQUIRED } from '@fleetledger/shared/contract-fields';
import { createTestContext, type TestContext } from '../../test/test-app';
import { asOwner } from '../../test/owner-session';
import { APP_ROLE, grantAppRole } from '../db/database-roles';
import { seedTestUsers, TEST_USERS } from '../../test/users-fixture';
import { connect, type Database, type Db, type Executor } from '../db/client';
import { HttpError } from '../http/http-error';
import { takeNextNumber } from './document-numbers';
import { CODE_FAILURE_LIMIT, setSecurityCodes, type OfferedCodes } from './security-codes';
import { moveDocumentStatus, type StatusMoveDeclaration } from './status-mover';

/**
 * The kernel against a real database, through a stand-in document table: the invoice, purchase and
 * receipt features declare the same things about their own tables.
 */
let ctx: TestContext;
let wide: Database;
let wideDb: Db;
const userIds: Record<Authority, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
const CODES = { cancel: '4321', admin: '8765' };

beforeAll(async () => {
  ctx = await createTestContext();
  await seedTestUsers(ctx.database.db);
  const users = await ctx.database.db.execute<{ id: number; email: string }>(sql`select id, email from users`);
  for (const [authority, user] of Object.entries(TEST_USERS)) {
    userIds[Number(authority) as Authority] = Number(users.rows.find((row) => row.email === user.email)!.id);
  }
  // Made by the owner, as a migration would be, and granted to the app's role as the app grants at start.
  await asOwner(ctx.database.db, async (owner) => {
    await owner.execute(sql`
      create table kernel_documents (
        id bigserial primary key, number bigint, date text not null default '2026-01-15', status text not null,
        version integer not null default 1,
        updated_by bigint)`);
    await grantAppRole(owner.$client, APP_ROLE);
  });
  // Enough connections that 50 creations really do run at once. Made as the app makes its pool, whose
  // clients hear their own errors: the pool's end resolves before its sockets close, and the database
  // dropped after the tests then ends them from the server's side.
  wide = connect(ctx.database.db.$client.options.connectionString!, 50);
  wideDb = wide.db;
}, 60_000);
afterAll(async () => {
  await wide.close();
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.execute(
    sql`delete from security_code_failures; delete from settings where key = 'security_codes'`,
  );
});

const declaration = (kind: DocumentKind): StatusMoveDeclaration<{ status: string; version: number }> => ({
  kind,
  notFoundMessage: 'Document not found',
  staleMessage: 'Changed by someone else',
  async lock(db: Executor, id: number) {
    const rows = await db.execute<{ status: DocumentStatus; version: number; date: string }>(
      sql`select status, version, date from kernel_documents where id = ${id} for update`,
    );
    return rows.rows[0];
  },
  async setStatus(tx: Executor, id: number, to: DocumentStatus, userId: number | null) {
    await tx.execute(
      sql`update kernel_documents set status = ${to}, version = version + 1, updated_by = ${userId} where id = ${id}`,
    );
  },
  async current(db: Executor, id: number) {
    const rows = await db.execute<{ status: string; version: number }>(
      sql`select status, version from kernel_documents where id = ${id}`,
    );
    return rows.rows[0]!;
  },
});

async function documentIn(status: DocumentStatus): Promise<number> {
  const rows = await ctx.database.db.execute<{ id: string }>(
    sql`insert into kernel_documents (status) values (${status}) returning id`,
  );
  return Number(rows.rows[0]!.id);
}

function move(
  kind: DocumentKind,
  id: number,
  to: DocumentStatus,
  authority: Authority,
  extra: Partial<{ version: number; codes: OfferedCodes }> = {},
) {
  const user = { id: userIds[authority], authority };
  return moveDocumentStatus(
    ctx.database.db,
    declaration(kind),
    {
      id,
      to,
      version: extra.version ?? 1,
      codes: extra.codes ?? { cancel: CODES.cancel, admin: CODES.admin },
    },
    user,
    { userId: user.id },
  );
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('the move was not refused');
}

describe('document numbers', () => {
  it('gives 50 creations made at once the numbers 1 to 50, each once', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () =>
        wideDb.transaction(async (tx) => {
          const number = await takeNextNumber(tx, 'race-test');
          await tx.execute(sql`insert into kernel_documents (number, status) values (${number}, 'Created')`);
          return number;
        }),
      ),
    );
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('gives the number of a creation that failed to the next one: no gap', async () => {
    const first = await ctx.database.db.transaction((tx) => takeNextNumber(tx, 'gap-test'));
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await takeNextNumber(tx, 'gap-test');
        throw new Error('the document did not validate');
      }),
    ).rejects.toThrow('did not validate');
    const next = await ctx.database.db.transaction((tx) => takeNextNumber(tx, 'gap-test'));
    expect([first, next]).toEqual([1, 2]);
  });
});

describe('status moves', () => {
  for (const kind of DOCUMENT_KINDS) {
    it(`${kind}: every move of its table is allowed to the Admin with its codes, others refused with 409`, async () => {
      await setSecurityCodes(ctx.database.db, CODES);
      for (const from of DOCUMENT_STATUSES) {
        for (const to of DOCUMENT_STATUSES) {
          const id = await documentIn(from);
          if (STATUS_MOVES[kind][from].includes(to)) {
            expect(await move(kind, id, to, ADMIN), `${from}>${to}`).toEqual({ status: to, version: 2 });
          } else {
            expect((await refusal(move(kind, id, to, ADMIN))).status, `${from}>${to}`).toBe(409);
            expect(await declaration(kind).current(ctx.database.db, id)).toEqual({ status: from, version: 1 });
          }
        }
      }
    });
  }

  it('refuses a Manager every move away from Posted, and allows the others of the table', async () => {
    await setSecurityCodes(ctx.database.db, CODES);
    for (const to of STATUS_MOVES.purchase.Posted) {
      const id = await documentIn('Posted');
      expect(await refusal(move('purchase', id, to, MANAGER))).toEqual({
        status: 409,
        message: STATUS_MESSAGES.adminOnly,
      });
    }
    for (const to of STATUS_MOVES.purchase.Approved) {
      expect(await move('purchase', await documentIn('Approved'), to, MANAGER)).toMatchObject({ status: to });
    }
  });

  it('writes who moved it in the audit log with the statuses before and after', async () => {
    const id = await documentIn('Created');
    await move('invoice', id, 'Approved', MANAGER);
    const audit = await ctx.database.db.execute<{ user_id: number; before: unknown; after: unknown }>(
      sql`select user_id, before, after from audit_log where entity = 'invoice' and entity_id = ${String(id)}`,
    );
    expect(audit.rows).toEqual([
      { user_id: userIds[2], before: { status: 'Created', version: 1 }, after: { status: 'Approved', version: 2 } },
    ]);
  });

  it('asks for the codes a move needs, refuses wrong ones, and says when none are set', async () => {
    const id = await documentIn('Posted');
    expect(await refusal(move('invoice', id, 'Cancelled', ADMIN))).toEqual({
      status: 409,
      message: STATUS_MESSAGES.codesNotSet,
    });
    await setSecurityCodes(ctx.database.db, CODES);
    expect(codesNeeded('Posted', 'Cancelled')).toEqual(['admin', 'cancel']);
    const cases: [OfferedCodes, string][] = [
      [{ cancel: CODES.cancel }, STATUS_MESSAGES.adminCodeRequired],
      [{ admin: CODES.admin }, STATUS_MESSAGES.cancelCodeRequired],
      [{ admin: '0000', cancel: CODES.cancel }, STATUS_MESSAGES.invalidAdminCode],
      [{ admin: CODES.admin, cancel: '0000' }, STATUS_MESSAGES.invalidCancelCode],
    ];
    for (const [codes, message] of cases) {
      expect(await refusal(move('invoice', id, 'Cancelled', ADMIN, { codes }))).toEqual({ status: 400, message });
    }
    expect(await declaration('invoice').current(ctx.database.db, id)).toEqual({ status: 'Posted', version: 1 });
    expect(await move('invoice', id, 'Cancelled', ADMIN)).toEqual({ status: 'Cancelled', version: 2 });
  });

  it('refuses a stale version with 409 and the current document, a missing one with 400, an unknown id with 404', async () => {
    const id = await documentIn('Created');
    await move('invoice', id, 'Approved', MANAGER);
    expect(await refusal(move('invoice', id, 'Posted', MANAGER, { version: 1 }))).toEqual({
      status: 409,
      message: 'Changed by someone else',
    });
    const missing = moveDocumentStatus(
      ctx.database.db,
      declaration('invoice'),
      { id, to: 'Posted', version: null as never, codes: {} },
      { id: userIds[2], authority: MANAGER },
      { userId: userIds[2] },
    );
    expect(await refusal(missing)).toEqual({ status: 400, message: VERSION_REQUIRED });
    expect(await refusal(move('invoice', 999_999, 'Posted', MANAGER))).toEqual({
      status: 404,
      message: 'Document not found',
    });
  });
});

describe('wrong codes are limited per user', () => {
  it(`evaluates at most ${CODE_FAILURE_LIMIT} of 20 wrong codes sent at once; the rest and then the right one wait`, async () => {
    await setSecurityCodes(ctx.database.db, CODES);
    const id = await documentIn('Created');
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        refusal(
          moveDocumentStatus(
            wideDb,
            declaration('receipt'),
            { id, to: 'Cancelled', version: 1, codes: { cancel: '0000' } },
            { id: userIds[1], authority: ADMIN },
            { userId: userIds[1] },
          ),
        ),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(CODE_FAILURE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - CODE_FAILURE_LIMIT);
    expect(attempts.find((attempt) => attempt.status === 429)!.message).toBe(STATUS_MESSAGES.tooManyCodeAttempts(15));

    expect((await refusal(move('receipt', id, 'Cancelled', ADMIN))).status).toBe(429);
    // Another user is not held back by the first one's mistakes.
    expect(await move('receipt', id, 'Cancelled', MANAGER)).toEqual({ status: 'Cancelled', version: 2 });
  });

  it('does not count right codes', async () => {
    await setSecurityCodes(ctx.database.db, CODES);
    for (let i = 0; i < CODE_FAILURE_LIMIT + 2; i += 1) {
      expect(await move('purchase', await documentIn('Created'), 'Cancelled', MANAGER)).toMatchObject({
        status: 'Cancelled',
      });
    }
  });
});
