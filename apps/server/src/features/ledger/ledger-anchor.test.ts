import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { abbreviatedHash, ledgerCheckResponse } from '@fleetledger/shared/ledger/ledger-check.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, clearDocuments, ledgerScenario } from '../../../test/ledger-scenario';
import { cli, databaseLine, useCliAsOperator } from '../../../test/run-cli';
import { SERVER_START_ACTOR } from '../../identity/actor';
import { bringBooksUpToDate } from './books-catch-up.service';
import { booksPostings } from '../../books-postings';
import { ANCHOR_FILE_NAME, readAnchorFile } from './ledger-anchor-file';
import { asOwner } from '../../../test/owner-session';
import { cutLedgerTail, postedBooks } from './ledger-anchor-fixture';
import { verifyBooks } from './ledger-verification.service';

/**
 * The books' head is anchored outside the database, in DATA_DIR, after every posting: someone who
 * can switch the triggers off and cut the chain's tail (and the month totals with it) leaves the
 * chain whole, but not the documents that tail posted, nor the anchor.
 */
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const scenario = ledgerScenario(api);
const db = () => api.ctx.database.db;
const dataDir = () => api.ctx.config.dataDir;
useCliAsOperator(db, dataDir);

/** Each case starts from empty books and no anchor, as a new install does. */
beforeEach(async () => {
  await clearDocuments(db());
  fs.rmSync(path.join(dataDir(), ANCHOR_FILE_NAME), { force: true });
});

async function chainHead() {
  const { rows } = await db().execute<{ entries: number; hash: string | null; id: number | null }>(
    sql`select (select count(*)::int from ledger_entries) as entries,
      (select hash from ledger_entries order by id desc limit 1) as hash,
      (select id from ledger_entries order by id desc limit 1) as id`,
  );
  return rows[0]!;
}

async function anchorOnDisk() {
  const file = await readAnchorFile(dataDir());
  if (file.state !== 'present' || file.anchor === null) throw new Error(`No anchor: ${file.state}`);
  return file.anchor;
}

describe('the anchor outside the database', () => {
  it('follows every posting as it is answered, and says where the books stand', async () => {
    await postedBooks(scenario, api.md.customers.acme, '2026-10-05');
    const head = await chainHead();
    expect(head.entries).toBe(3);
    expect(await anchorOnDisk()).toMatchObject({ entries: 3, headId: head.id, headHash: head.hash });

    // A refused move writes nothing: the anchor stays where the committed books are.
    const refused = await api.call('POST', 'vouchers/invoice_status_update', {
      invoice_id: 999_999,
      status: 'Posted',
      version: 1,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await anchorOnDisk()).toMatchObject({ entries: 3, headHash: head.hash });

    expect(await cli('ledger', 'verify')).toEqual({
      code: 0,
      out: `${databaseLine()}\nThe books verify: 3 entries, the chain is whole, every posted document has its entries, the head ${abbreviatedHash(head.hash)} matches its anchor.`,
      err: '',
    });
    const check = ledgerCheckResponse.parse((await api.call('GET', 'books/ledger_check')).json());
    expect(check.anchor).toMatchObject({ entries: 3, head_id: head.id, head_hash: head.hash });
    expect(check.last_verified).toMatchObject({ verified: true, entries: 3, head_hash: head.hash, findings: [] });
    expect((await api.call('GET', 'books/ledger_check', undefined, 2)).statusCode).toBe(403);
  });

  it('is waited on by a write that posted, not by a POST that only reads nor by a write that posted nothing', async () => {
    await postedBooks(scenario, api.md.customers.acme, '2026-10-05');
    const file = path.join(dataDir(), ANCHOR_FILE_NAME);
    // With the file gone, any round that ran would write an anchor again.
    fs.rmSync(file);
    const reads: [string, object][] = [
      ['job_data.php', { month: '2026-11' }],
      ['job-search.php', { type: 'container', value: 'MSCU' }],
      ['report/customer_job_report.php', { from: '2026-01-01', to: '2026-12-31' }],
      ['expenses.php', { month: '2026-11' }],
    ];
    for (const [url, payload] of reads) {
      const answer = await api.call('POST', url, payload);
      expect(answer.statusCode, url).toBe(200);
      expect(fs.existsSync(file), url).toBe(false);
    }
    const job = await api.call('POST', 'job_insert.php', {
      date: '2026-11-02',
      description: 'Posts nothing',
      customer_id: api.md.customers.acme,
      is_taxi: 0,
      driver_id: api.md.drivers.ali,
      truck_id: api.md.trucks.t1,
      charge: 10,
      extra_amount: 0,
    });
    expect(job.statusCode, job.body).toBe(200);
    expect(fs.existsSync(file)).toBe(false);

    const { number } = await scenario.receipt(api.md.customers.acme, 27, '2026-10-06', [
      { kind: 'customer', invoiceId: null, crDr: 'cr', amountFils: 5_000 },
    ]);
    expect(await scenario.post('receipt', number!)).toBe(200);
    const head = await chainHead();
    expect(head.entries).toBe(4);
    expect(await anchorOnDisk()).toMatchObject({ entries: 4, headId: head.id, headHash: head.hash });
  });

  it('catches the probe: the last entry and its lines deleted behind the triggers, the month totals mended', async () => {
    const { receipt } = await postedBooks(scenario, api.md.customers.acme, '2026-10-05');
    const anchored = await anchorOnDisk();
    const [cut] = await cutLedgerTail(db(), 1);
    expect(cut).toBe(anchored.headId);

    const verified = await cli('ledger', 'verify');
    expect(verified.code).toBe(1);
    expect(verified.err.split('\n')).toEqual([
      'The books do not verify:',
      `- Receipt RCPT-ARG-${receipt} is Posted, but the books hold no entry posting it.`,
      expect.stringMatching(
        new RegExp(
          `^- The books end at 2 entries, the last entry \\d+ \\(\\w{12}\\), but their anchor of .+ holds 3 entries, the last entry ${cut} \\(${abbreviatedHash(anchored.headHash)}\\): the last entry is missing\\.$`,
        ),
      ),
    ]);
    // Books that do not verify never move the anchor back to them.
    expect(await anchorOnDisk()).toEqual(anchored);

    // The Books screen's Verify Now says the same, and keeps it as the last verification.
    const now = ledgerCheckResponse.parse((await api.call('POST', 'books/ledger_verify')).json());
    expect(now.last_verified).toMatchObject({ verified: false, entries: 2 });
    expect(now.last_verified!.findings).toHaveLength(2);
    expect(now.anchor).toMatchObject({ entries: 3, head_hash: anchored.headHash });
  });

  it('catches a truncated tail that leaves every document in step: only the anchor knows', async () => {
    const { invoices } = await postedBooks(scenario, api.md.customers.acme, '2026-10-05');
    // The first invoice taken back to Approved and posted again: a reversal and a new posting.
    expect(await scenario.move('invoice', invoices[0]!, 'Approved')).toBe(200);
    expect(await scenario.move('invoice', invoices[0]!, 'Posted')).toBe(200);
    expect((await anchorOnDisk()).entries).toBe(5);
    // Cut both: the invoice's first posting stands open again, so it still looks Posted and posted.
    await cutLedgerTail(db(), 2);

    const check = await verifyBooks(db(), dataDir());
    expect(check.verified).toBe(false);
    expect(check.findings).toEqual([
      expect.stringMatching(/^The books end at 3 entries, .* holds 5 entries, .*: the last 2 entries are missing$/),
    ]);
  });

  it('catches history rewritten to the same length: a forged entry in the cut one’s place', async () => {
    await postedBooks(scenario, api.md.customers.acme, '2026-10-05');
    const anchored = await anchorOnDisk();
    await cutLedgerTail(db(), 1);
    // The start-up catch-up posts the receipt again, as a new entry that chains on properly.
    expect(await bringBooksUpToDate(db(), SERVER_START_ACTOR, booksPostings)).toBe(1);

    const check = await verifyBooks(db(), dataDir());
    expect(check.findings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The books' entry number 3 is entry \\d+ \\(\\w{12}\\), but their anchor .* ${anchored.headId} .*: the books were rewritten after it$`,
        ),
      ),
    ]);
  });

  it('writes the first anchor of books that had none, from ledger verify, and says so', async () => {
    await postedBooks(scenario, api.md.customers.acme, '2026-10-05');
    fs.rmSync(path.join(dataDir(), ANCHOR_FILE_NAME));
    const head = await chainHead();
    const verified = await cli('ledger', 'verify');
    expect(verified).toEqual({
      code: 0,
      out: `${databaseLine()}\nThe books verify: 3 entries, the chain is whole, every posted document has its entries, the head ${abbreviatedHash(head.hash)}; ${dataDir()} held no anchor yet, so one was written.`,
      err: '',
    });
    expect(await anchorOnDisk()).toMatchObject({ entries: 3, headId: head.id, headHash: head.hash });
  });

  it('names a posting whose document is no longer Posted', async () => {
    const { invoices } = await postedBooks(scenario, api.md.customers.acme, '2026-10-05');
    await asOwner(db(), (owner) =>
      owner.execute(sql`update invoices set status = 'Approved' where number = ${invoices[1]}`),
    );
    const check = await verifyBooks(db(), dataDir());
    expect(check.findings).toEqual([
      expect.stringMatching(new RegExp(`^Entry \\d+ posts INV-ARG-${invoices[1]}, which is Approved, not Posted$`)),
    ]);
  });
});
