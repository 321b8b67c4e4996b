import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LedgerLineDraft } from '@fleetledger/shared/ledger/posting-rules';
import type { Executor } from '../../db/client';
import { ledgerEntries, ledgerLines } from '../../db/schema';
import { transactionLock } from '../../db/transaction-lock';

/** Holds the chain until the transaction ends, so entries join it one at a time in id order. */
export const lockChain = transactionLock(0x1ed6e2);

export async function lastHash(tx: Executor): Promise<string | null> {
  const [row] = await tx
    .select({ hash: ledgerEntries.hash })
    .from(ledgerEntries)
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  return row?.hash ?? null;
}

export type NewEntry = typeof ledgerEntries.$inferInsert;

export async function insertEntry(tx: Executor, entry: NewEntry, lines: readonly LedgerLineDraft[]): Promise<number> {
  const [row] = await tx.insert(ledgerEntries).values(entry).returning({ id: ledgerEntries.id });
  await tx
    .insert(ledgerLines)
    .values(lines.map((line, index) => ({ ...line, entryId: row!.id, position: index + 1, date: entry.date })));
  return row!.id;
}

/** The document's latest posting that no entry reverses yet, with its lines. */
export async function openPosting(tx: Executor, sourceKind: string, sourceId: number) {
  const reversal = alias(ledgerEntries, 'reversal');
  const [entry] = await tx
    .select({ id: ledgerEntries.id, sourceNumber: ledgerEntries.sourceNumber, date: ledgerEntries.date })
    .from(ledgerEntries)
    .leftJoin(reversal, eq(reversal.reversesEntryId, ledgerEntries.id))
    .where(
      and(
        eq(ledgerEntries.sourceKind, sourceKind),
        eq(ledgerEntries.sourceId, sourceId),
        eq(ledgerEntries.event, 'post'),
        isNull(reversal.id),
      ),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  if (entry === undefined) return undefined;
  return { ...entry, lines: await linesOf(tx, [entry.id]) };
}

const LINE_COLUMNS = {
  entryId: ledgerLines.entryId,
  accountId: ledgerLines.accountId,
  debitFils: ledgerLines.debitFils,
  creditFils: ledgerLines.creditFils,
  partyId: ledgerLines.partyId,
  invoiceId: ledgerLines.invoiceId,
  purchaseId: ledgerLines.purchaseId,
  truckId: ledgerLines.truckId,
  driverId: ledgerLines.driverId,
  jobId: ledgerLines.jobId,
  vatPercent: ledgerLines.vatPercent,
};

export async function linesOf(tx: Executor, entryIds: readonly number[]) {
  if (entryIds.length === 0) return [];
  return tx
    .select(LINE_COLUMNS)
    .from(ledgerLines)
    .where(inArray(ledgerLines.entryId, [...entryIds]))
    .orderBy(asc(ledgerLines.entryId), asc(ledgerLines.position));
}

/** A run of the chain in id order, after the given entry id. */
export async function entriesAfter(tx: Executor, afterId: number, limit: number) {
  return tx
    .select()
    .from(ledgerEntries)
    .where(gt(ledgerEntries.id, afterId))
    .orderBy(asc(ledgerEntries.id))
    .limit(limit);
}

/** The kinds of document the books may lack, each posted by the feature that registers it. */
export type MissingDocumentKind =
  'invoice' | 'reversed_invoice' | 'credit_note' | 'debit_note' | 'purchase' | 'receipt' | 'payment';

/**
 * The documents the books lack: Posted ones with no open posting (an invoice a credit note with lines
 * cancelled included: it keeps its posting), notes with no entry, and invoices credit-noted the way it
 * was done before notes had lines, with no entry at all (all only on a database that had documents
 * before the books began). An invoice comes before the notes on it.
 */
export async function documentsMissingFromBooks(tx: Executor) {
  const rows = await tx.execute<{ kind: MissingDocumentKind; id: number }>(sql`
    with open_postings as (
      select e.source_kind, e.source_id from ledger_entries e
      where e.event = 'post' and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)
    )
    select 1 as step, 'invoice' as kind, i.id from invoices i
      where (i.status = 'Posted' or (i.status = 'Cancelled' and exists (
          select 1 from credit_notes n where n.invoice_id = i.id and not n.reverses_invoice)))
        and not exists (select 1 from open_postings o where o.source_kind = 'invoice' and o.source_id = i.id)
    union all
    select 1, 'reversed_invoice', c.invoice_id from credit_notes c
      where c.reverses_invoice
        and not exists (select 1 from ledger_entries e where e.source_kind = 'invoice' and e.source_id = c.invoice_id)
    union all
    select 2, 'credit_note', c.id from credit_notes c
      where not c.reverses_invoice and c.status = 'Posted'
        and not exists (select 1 from open_postings o where o.source_kind = 'credit_note' and o.source_id = c.id)
    union all
    select 2, 'debit_note', d.id from debit_notes d
      where d.status = 'Posted'
        and not exists (select 1 from open_postings o where o.source_kind = 'debit_note' and o.source_id = d.id)
    union all
    select 1, 'purchase', p.id from purchases p
      where p.status = 'Posted' and not exists (select 1 from open_postings o where o.source_kind = 'purchase' and o.source_id = p.id)
    union all
    select 1, 'receipt', r.id from receipts r
      where r.status = 'Posted' and not exists (select 1 from open_postings o where o.source_kind = 'receipt' and o.source_id = r.id)
    union all
    select 1, 'payment', p.id from payments p
      where p.status = 'Posted' and not exists (select 1 from open_postings o where o.source_kind = 'payment' and o.source_id = p.id)
    order by 1, 2, 3`);
  return rows.rows.map((row) => ({ kind: row.kind, id: Number(row.id) }));
}

/** The months whose kept totals differ from the sums of their lines (none, unless altered behind the app's back). */
export async function monthTotalsAdrift(db: Executor) {
  const rows = await db.execute<{ account_id: number; month: string }>(sql`
    select coalesce(t.account_id, l.account_id) as account_id, to_char(coalesce(t.month, l.month), 'YYYY-MM') as month
    from ledger_month_totals t
    full join (
      select account_id, date_trunc('month', date)::date as month, sum(debit_fils) as debit_fils, sum(credit_fils) as credit_fils
      from ledger_lines group by 1, 2
    ) l on l.account_id = t.account_id and l.month = t.month
    where t.debit_fils is distinct from l.debit_fils or t.credit_fils is distinct from l.credit_fils
    order by 2, 1`);
  return rows.rows.map((row) => ({ accountId: Number(row.account_id), month: row.month }));
}
