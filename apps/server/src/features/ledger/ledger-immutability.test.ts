import { rmSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { useSignedInApp } from '../../../test/signed-in-app';
import { entryHash } from './ledger-hash';
import { verifyLedger } from './ledger.service';
import { CODES, clearDocuments, ledgerScenario } from '../../../test/ledger-scenario';
import { cli, databaseLine, useCliAsOperator } from '../../../test/run-cli';
import { ANCHOR_FILE_NAME } from './ledger-anchor-file';
import { asOwner } from '../../../test/owner-session';

/**
 * The books only grow: the database refuses to change or remove an entry or a line, and refuses an
 * entry that does not balance. A change made behind the database's back (triggers skipped, as only a
 * superuser can) is found by re-computing the hash chain, in the service and from the command line.
 */
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const scenario = ledgerScenario(api);
const db = () => api.ctx.database.db;
useCliAsOperator(db, () => api.ctx.config.dataDir);

/** Three posted invoices, one un-posted again, and a posted receipt: five entries, ids in order. */
let entryIds: number[];
beforeEach(async () => {
  await clearDocuments(db());
  // The books were emptied behind the app's back: the anchor of the ones before goes with them.
  rmSync(`${api.ctx.config.dataDir}/${ANCHOR_FILE_NAME}`, { force: true });
  for (const [unitFils, vatPercent] of [
    [10_005, 10],
    [30_000, 0],
    [7_250, 10],
  ] as const) {
    const { number } = await scenario.invoice(
      api.md.customers.acme,
      '2026-10-05',
      [{ quantity: 2, unitFils, vatPercent }],
      0,
    );
    expect(await scenario.post('invoice', number!)).toBe(200);
  }
  expect(await scenario.move('invoice', 3, 'Approved')).toBe(200);
  const { number } = await scenario.receipt(api.md.customers.acme, 27, '2026-11-02', [
    { kind: 'customer', invoiceId: null, crDr: 'cr', amountFils: 5_000 },
  ]);
  expect(await scenario.post('receipt', number!)).toBe(200);
  const { rows } = await db().execute<{ id: string }>(sql`select id from ledger_entries order by id`);
  entryIds = rows.map((row) => Number(row.id));
  expect(entryIds).toHaveLength(5);
});

/** The database's own message in a refused statement or transaction. */
function databaseMessage(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : (error as Error).message;
}
async function refusal(run: () => Promise<unknown>): Promise<string> {
  return run().then(
    () => 'taken',
    (error: unknown) => databaseMessage(error),
  );
}
// Tried as the tables' owner: the app's own role is refused before any trigger runs
// (db/database-roles.test.ts), and the triggers guard the books against their owner as well.
const refused = (query: SQL) => refusal(() => asOwner(db(), (owner) => owner.execute(query)));

/** Runs statements with the triggers skipped, as a restore does: the only way round the books' guard. */
async function behindTheBooks(...queries: SQL[]): Promise<void> {
  await asOwner(db(), (owner) =>
    owner.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const query of queries) await tx.execute(query);
    }),
  );
}

const line = (entryId: number, position: number, accountId: number, debit: number, credit: number) =>
  sql`(${entryId}, ${position}, '2026-10-31', ${accountId}, ${debit}, ${credit})`;
const insertLines = (...values: SQL[]) =>
  sql`insert into ledger_lines (entry_id, position, date, account_id, debit_fils, credit_fils)
    values ${sql.join(values, sql`, `)}`;

const refusedChange = (operation: string, table: string) =>
  `The books only take new entries: ${operation} on ${table} is refused; a posting is corrected by a reversal`;

describe('the books refuse every change', () => {
  it('refuses an UPDATE or a DELETE of an entry or a line, and a TRUNCATE of either table', async () => {
    const linesBefore = (await db().execute(sql`select * from ledger_lines order by id`)).rows;
    const [first] = entryIds;
    expect(await refused(sql`update ledger_entries set memo = 'Rewritten' where id = ${first}`)).toBe(
      refusedChange('UPDATE', 'ledger_entries'),
    );
    expect(await refused(sql`delete from ledger_entries where id = ${entryIds.at(-1)}`)).toBe(
      refusedChange('DELETE', 'ledger_entries'),
    );
    expect(await refused(sql`update ledger_lines set debit_fils = debit_fils + 1 where entry_id = ${first}`)).toBe(
      refusedChange('UPDATE', 'ledger_lines'),
    );
    expect(await refused(sql`delete from ledger_lines where entry_id = ${first}`)).toBe(
      refusedChange('DELETE', 'ledger_lines'),
    );
    expect(await refused(sql`truncate ledger_lines`)).toBe(refusedChange('TRUNCATE', 'ledger_lines'));
    expect(await refused(sql`truncate ledger_entries cascade`)).toMatch(
      /^The books only take new entries: TRUNCATE on ledger_(entries|lines) is refused/,
    );
    expect((await db().execute(sql`select * from ledger_lines order by id`)).rows).toEqual(linesBefore);
    expect(await verifyLedger(db())).toEqual({ entries: 5, broken: null });
  });

  it('refuses an entry that does not balance: no lines at commit, one line, or two that differ', async () => {
    const newEntry = sql`insert into ledger_entries (date, source_kind, source_id, source_number, event, memo, hash)
      values ('2026-10-31', 'invoice', 1, 'INV-ARG-1', 'post', 'Forged', 'not a hash') returning id`;

    // The entry alone goes in; the transaction is refused when it commits.
    let inserted: number | undefined;
    const noLines = await refusal(() =>
      db().transaction(async (tx) => {
        inserted = Number((await tx.execute<{ id: string }>(newEntry)).rows[0]!.id);
      }),
    );
    expect(inserted).toBeGreaterThan(0);
    expect(noLines).toBe(`Ledger entry ${inserted} does not balance: 0 fils debit, 0 fils credit over 0 lines`);

    const withLines = (...lines: ((entryId: number) => SQL)[]) =>
      refusal(() =>
        db().transaction(async (tx) => {
          const id = Number((await tx.execute<{ id: string }>(newEntry)).rows[0]!.id);
          await tx.execute(insertLines(...lines.map((made) => made(id))));
        }),
      );
    expect(await withLines((id) => line(id, 1, 38, 1_000, 0))).toMatch(
      /^Ledger entry \d+ does not balance, or already had its lines$/,
    );
    expect(
      await withLines(
        (id) => line(id, 1, 38, 1_000, 0),
        (id) => line(id, 2, 25, 0, 999),
      ),
    ).toMatch(/^Ledger entry \d+ does not balance, or already had its lines$/);
    // A line added to an entry already in unbalances it.
    const [first] = entryIds;
    expect(await refused(insertLines(line(first!, 9, 38, 5, 0)))).toBe(
      `Ledger entry ${first} does not balance, or already had its lines`,
    );
    // A line on both sides, or on neither, is refused by the line's own check.
    expect(await refused(insertLines(line(first!, 9, 38, 5, 5)))).toMatch(/ledger_lines_one_side/);

    expect((await db().execute(sql`select count(*)::int as n from ledger_entries`)).rows[0]).toEqual({ n: 5 });
    expect(await verifyLedger(db())).toEqual({ entries: 5, broken: null });
  });
});

describe('verifying the books', () => {
  it('refuses a balanced pair of lines slipped into an entry already in', async () => {
    const target = entryIds[0]!;
    const slipped = await refused(insertLines(line(target, 9, 38, 5, 0), line(target, 10, 25, 0, 5)));
    expect(slipped).toBe(`Ledger entry ${target} does not balance, or already had its lines`);
    expect(await verifyLedger(db())).toEqual({ entries: 5, broken: null });
  });

  it('names the first entry whose content no longer matches its hash, and the entries before it', async () => {
    const target = entryIds[2]!;
    // One fil moved between two lines of the same entry: it still balances, but its hash no longer fits.
    const { rows } = await db().execute<{ id: string }>(
      sql`select id from ledger_lines where entry_id = ${target} and credit_fils > 0 order by position`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const [from, to] = rows.map((row) => Number(row.id));
    await behindTheBooks(
      sql`update ledger_lines set credit_fils = credit_fils - 1 where id = ${from}`,
      sql`update ledger_lines set credit_fils = credit_fils + 1 where id = ${to}`,
    );
    expect(await verifyLedger(db())).toEqual({
      entries: 2,
      broken: { entryId: target, reason: 'its content does not match its hash' },
    });
  });

  it('names an entry whose one altered amount leaves it unbalanced', async () => {
    const target = entryIds[1]!;
    await behindTheBooks(
      sql`update ledger_lines set debit_fils = debit_fils + 1000
          where id = (select min(id) from ledger_lines where entry_id = ${target} and debit_fils > 0)`,
    );
    const check = await verifyLedger(db());
    expect(check.entries).toBe(1);
    expect(check.broken?.entryId).toBe(target);
    expect(check.broken?.reason).toMatch(/^it does not balance \(\d+ \/ \d+ fils\)$/);
  });

  it('names an entry whose line was moved to another account', async () => {
    const target = entryIds[4]!;
    await behindTheBooks(sql`update ledger_lines set account_id = 26 where entry_id = ${target} and account_id = 27`);
    expect(await verifyLedger(db())).toEqual({
      entries: 4,
      broken: { entryId: target, reason: 'its content does not match its hash' },
    });
  });

  it('names an entry whose link to the one before was altered, and the next one when a forger re-hashes his change', async () => {
    const target = entryIds[3]!;
    await behindTheBooks(sql`update ledger_entries set previous_hash = repeat('0', 64) where id = ${target}`);
    expect(await verifyLedger(db())).toEqual({
      entries: 3,
      broken: { entryId: target, reason: 'it does not follow the entry before it' },
    });

    await clearDocuments(db());
    const { number } = await scenario.invoice(
      api.md.customers.bahrainMarine,
      '2026-10-06',
      [{ quantity: 1, unitFils: 50_000, vatPercent: 10 }],
      0,
    );
    await scenario.post('invoice', number!);
    const { number: second } = await scenario.invoice(
      api.md.customers.bahrainMarine,
      '2026-10-07',
      [{ quantity: 1, unitFils: 20_000, vatPercent: 0 }],
      0,
    );
    await scenario.post('invoice', second!);
    // The first entry's memo rewritten and its hash re-computed to fit: the entry checks out, the next does not.
    const [entry] = (
      await db().execute<{
        id: string;
        date: string;
        source_kind: string;
        source_id: string;
        source_number: string;
        event: string;
        previous_hash: string | null;
      }>(sql`select * from ledger_entries order by id limit 1`)
    ).rows;
    const lines = (
      await db().execute<Record<string, string | null>>(
        sql`select * from ledger_lines where entry_id = ${entry!.id} order by position`,
      )
    ).rows.map((row) => ({
      accountId: Number(row.account_id),
      debitFils: Number(row.debit_fils),
      creditFils: Number(row.credit_fils),
      partyId: row.party_id === null ? null : Number(row.party_id),
      invoiceId: row.invoice_id === null ? null : Number(row.invoice_id),
      purchaseId: row.purchase_id === null ? null : Number(row.purchase_id),
      truckId: row.truck_id === null ? null : Number(row.truck_id),
      driverId: row.driver_id === null ? null : Number(row.driver_id),
      jobId: row.job_id === null ? null : Number(row.job_id),
      vatPercent: row.vat_percent === null ? null : Number(row.vat_percent),
    }));
    const forged = entryHash({
      previousHash: entry!.previous_hash,
      date: entry!.date,
      sourceKind: entry!.source_kind,
      sourceId: Number(entry!.source_id),
      sourceNumber: entry!.source_number,
      event: entry!.event,
      reversesEntryId: null,
      memo: 'Nothing to see',
      lines,
    });
    await behindTheBooks(
      sql`update ledger_entries set memo = 'Nothing to see', hash = ${forged} where id = ${entry!.id}`,
    );
    const check = await verifyLedger(db());
    expect(check).toEqual({
      entries: 1,
      broken: { entryId: Number(entry!.id) + 1, reason: 'it does not follow the entry before it' },
    });
  });

  it('says so from the command line: whole, or broken at the first bad entry with exit code 1', async () => {
    expect((await cli('ledger', 'verify')).out).toMatch(/\nThe books verify: 5 entries, .* matches its anchor\.$/);
    const target = entryIds[1]!;
    await behindTheBooks(sql`update ledger_entries set date = '2026-10-06' where id = ${target}`);
    expect(await cli('ledger', 'verify')).toEqual({
      code: 1,
      out: databaseLine(),
      err: `The books do not verify:\n- The chain is broken at entry ${target}: its content does not match its hash; the 1 entry before it verifies.`,
    });
  });
});
