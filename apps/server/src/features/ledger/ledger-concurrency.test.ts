import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useSignedInApp } from '../../../test/signed-in-app';
import { verifyLedger } from './ledger.service';
import { CODES, clearDocuments, ledgerScenario, type DocumentKind } from '../../../test/ledger-scenario';
import { trialBalanceDifference, unbalancedEntries } from './books-identities';
import { readAnchorFile } from './ledger-anchor-file';

/**
 * Postings that arrive at once through the real server join the hash chain one at a time: every
 * entry names the hash of the one before it, whatever order the transactions commit in; and the
 * anchor outside the database is at the chain's head once they are all answered, never behind it.
 */
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES, listening: true });
const scenario = ledgerScenario(api);
const db = () => api.ctx.database.db;
const AT_ONCE = 20;

/** One status move per document, all sent together over real sockets; answers the HTTP statuses. */
async function movedAtOnce(kind: DocumentKind, numbers: readonly number[], status: string) {
  const read = await Promise.all(numbers.map((number) => scenario.details(kind, number)));
  return Promise.all(
    read.map(({ id, version }: { id: number; version: number }) =>
      api
        .postThroughServer(`vouchers/${kind}_status_update`, {
          [`${kind}_id`]: id,
          status,
          version,
          cancel_code: CODES.cancel,
          admin_code: CODES.admin,
        })
        .then((response) => response.status),
    ),
  );
}

/** DATA_DIR's anchor beside the database's head: every posting is anchored before it is answered. */
async function anchorAgainstHead() {
  const file = await readAnchorFile(api.ctx.config.dataDir);
  const { rows } = await db().execute<{ entries: number; hash: string }>(
    sql`select (select count(*)::int from ledger_entries) as entries,
      (select hash from ledger_entries order by id desc limit 1) as hash`,
  );
  const anchor = file.state === 'present' ? file.anchor : null;
  return { anchored: { entries: anchor?.entries, hash: anchor?.headHash }, head: rows[0]! };
}

async function entryCounts() {
  const { rows } = await db().execute<{ source_kind: string; event: string; entries: number }>(
    sql`select source_kind, event, count(*)::int as entries from ledger_entries
        group by source_kind, event order by source_kind, event`,
  );
  return rows;
}

describe('postings at the same moment', () => {
  it(`chain ${AT_ONCE} invoices and ${AT_ONCE} receipts posted at once, and the receipts' reversals in bursts, without a break`, async () => {
    await clearDocuments(db());
    const invoices: number[] = [];
    for (let i = 0; i < AT_ONCE; i += 1) {
      const { number } = await scenario.invoice(
        i % 2 === 0 ? api.md.customers.acme : api.md.customers.bahrainMarine,
        '2026-10-15',
        [{ quantity: 1 + (i % 3), unitFils: 10_001 + i * 7, vatPercent: i % 2 === 0 ? 10 : 0 }],
        i % 4 === 0 ? 1_000 : 0,
      );
      expect(await scenario.move('invoice', number!, 'Approved')).toBe(200);
      invoices.push(number!);
    }
    expect(await movedAtOnce('invoice', invoices, 'Posted')).toEqual(invoices.map(() => 200));
    const afterInvoices = await anchorAgainstHead();
    expect(afterInvoices.head.entries).toBe(AT_ONCE);
    expect(afterInvoices.anchored).toEqual(afterInvoices.head);

    const pending = new Map([
      ...(await scenario.pending(api.md.customers.acme)),
      ...(await scenario.pending(api.md.customers.bahrainMarine)),
    ]);
    const { rows: posted } = await db().execute<{ id: number; customer_id: number }>(
      sql`select id, customer_id from invoices where status = 'Posted' order by id`,
    );
    expect(posted).toHaveLength(AT_ONCE);
    const receipts: number[] = [];
    for (const invoice of posted) {
      const { number } = await scenario.receipt(invoice.customer_id, 26, '2026-11-10', [
        { kind: 'customer', invoiceId: invoice.id, crDr: 'cr', amountFils: Math.ceil(pending.get(invoice.id)! / 2) },
        { kind: 'customer', invoiceId: null, crDr: 'cr', amountFils: 500 },
      ]);
      expect(await scenario.move('receipt', number!, 'Approved')).toBe(200);
      receipts.push(number!);
    }
    expect(await movedAtOnce('receipt', receipts, 'Posted')).toEqual(receipts.map(() => 200));
    // Leaving Posted takes the security codes, and a user's code attempts are let through five at a time
    // (a burst beyond that answers 429 by design): the reversals go in bursts of four.
    for (let i = 0; i < receipts.length; i += 4) {
      const burst = receipts.slice(i, i + 4);
      expect(await movedAtOnce('receipt', burst, 'Cancelled')).toEqual(burst.map(() => 200));
    }

    expect(await entryCounts()).toEqual([
      { source_kind: 'invoice', event: 'post', entries: AT_ONCE },
      { source_kind: 'receipt', event: 'post', entries: AT_ONCE },
      { source_kind: 'receipt', event: 'reverse', entries: AT_ONCE },
    ]);
    expect(await verifyLedger(db())).toEqual({ entries: 3 * AT_ONCE, broken: null });
    const { anchored, head } = await anchorAgainstHead();
    expect(anchored).toEqual({ entries: 3 * AT_ONCE, hash: head.hash });
    // One chain, not several: each hash is the previous hash of exactly one entry, and only the first has none.
    const { rows: links } = await db().execute<{ heads: number; shared: number }>(
      sql`select count(*) filter (where previous_hash is null)::int as heads,
            (select count(*)::int from (select previous_hash from ledger_entries where previous_hash is not null
              group by previous_hash having count(*) > 1) as forks) as shared
          from ledger_entries`,
    );
    expect(links[0]).toEqual({ heads: 1, shared: 0 });
    expect(await unbalancedEntries(db())).toEqual([]);
    expect(await trialBalanceDifference(db())).toBe(0);
  }, 120_000);
});
