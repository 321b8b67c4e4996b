import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { transactionLock } from '../../db/transaction-lock';

/** One writer at a time moves the anchor, so two processes sharing the database never move it back. */
export const lockAnchor = transactionLock(0x1ed6e3);

export interface ChainHead {
  id: number;
  hash: string;
}

/**
 * What the committed chain holds beyond an anchored entry, in one snapshot: the anchored entry's hash
 * as stored now (null when it is gone), how many entries follow it, and the last one. Entries join
 * the chain one at a time under its lock, so the committed ones are always the chain's first n.
 */
export async function chainBeyond(tx: Executor, anchoredId: number | null) {
  const after = anchoredId ?? 0;
  const { rows } = await tx.execute<{
    anchored_hash: string | null;
    after: string;
    id: string | null;
    hash: string | null;
  }>(sql`
    select (select hash from ledger_entries where id = ${after}) as anchored_hash,
      (select count(*) from ledger_entries where id > ${after}) as after,
      h.id, h.hash
    from (select 1) one left join (select id, hash from ledger_entries order by id desc limit 1) h on true`);
  const row = rows[0]!;
  return {
    anchoredHash: row.anchored_hash,
    after: Number(row.after),
    head: row.id === null ? null : { id: Number(row.id), hash: row.hash! },
  };
}

/** The id of the chain's last committed entry, null for empty books. */
export async function chainHeadId(db: Executor): Promise<number | null> {
  const { rows } = await db.execute<{ id: string }>(sql`select id from ledger_entries order by id desc limit 1`);
  return rows[0] === undefined ? null : Number(rows[0].id);
}

/** The chain's n-th entry (from 1, in id order), or undefined past its end. */
export async function entryAt(tx: Executor, position: number): Promise<ChainHead | undefined> {
  const { rows } = await tx.execute<{ id: string; hash: string }>(
    sql`select id, hash from ledger_entries order by id offset ${position - 1} limit 1`,
  );
  return rows[0] === undefined ? undefined : { id: Number(rows[0].id), hash: rows[0].hash };
}

export type StepFinding =
  /** The document is Posted (an expense recorded, one paid later settled) but no open posting says so. */
  | 'unposted'
  /** An open posting whose document is not Posted, or no longer there. */
  | 'not posted'
  /** A reversal of a document that is not there. */
  | 'no document'
  /** A credit note written as its invoice's reversal (before notes had lines) with no entry reversing it. */
  | 'credit unposted'
  /** Such a credit note's entry whose credit note is gone or whose invoice is not Cancelled. */
  | 'credit not cancelled';

export interface StepRow {
  finding: StepFinding;
  kind: string;
  id: number;
  /** The document's number (an expense's id), when the document is there. */
  number: number | null;
  status: string | null;
  entryId: number | null;
  sourceNumber: string | null;
}

/**
 * Every document and entry that disagree (docs/architecture.md, "The books"), in one statement, so a
 * posting committing meanwhile is seen whole or not at all.
 */
export async function documentsOutOfStep(tx: Executor): Promise<StepRow[]> {
  const { rows } = await tx.execute<Record<string, string | null>>(sql`
    with open_postings as (
      select e.id, e.source_kind, e.source_id, e.source_number from ledger_entries e
      where e.event = 'post' and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)
    ), documents as (
      -- An invoice a credit note with lines of its own cancelled keeps its posting, as a Posted one does.
      select 'invoice' as kind, i.id, i.number, case when i.status = 'Cancelled' and exists (
          select 1 from credit_notes n where n.invoice_id = i.id and not n.reverses_invoice) then 'Posted' else i.status end
        from invoices i
      union all select 'credit_note', id, number, status from credit_notes where not reverses_invoice
      union all select 'debit_note', id, number, status from debit_notes
      union all select 'credit_allocation', id, id, case when live then 'Posted' else 'Cancelled' end from credit_allocations
      union all select 'purchase', id, number, status from purchases
      union all select 'receipt', id, number, status from receipts
      union all select 'payment', id, number, status from payments
      union all select 'journal', id, number, status from journals
      union all select 'expense', id, id, 'Posted' from expenses
      union all select 'expense_payment', id, id, case when status = 'paid' and paid_on is not null then 'Posted' else status end
        from expenses
      union all select 'opening_balance', id, id, 'Posted' from opening_balances
    )
    select 'unposted' as finding, d.kind, d.id, d.number, d.status, null as entry_id, null as source_number
      from documents d
      where d.status = 'Posted' and d.kind <> 'opening_balance'
        and not exists (select 1 from open_postings o where o.source_kind = d.kind and o.source_id = d.id)
    union all
    select 'not posted', o.source_kind, o.source_id, d.number, d.status, o.id, o.source_number
      from open_postings o left join documents d on d.kind = o.source_kind and d.id = o.source_id
      where d.status is distinct from 'Posted'
    union all
    select 'no document', e.source_kind, e.source_id, null, null, e.id, e.source_number
      from ledger_entries e
      where e.event = 'reverse' and e.source_kind not in ('credit_note', 'expense', 'expense_payment')
        and not exists (select 1 from documents d where d.kind = e.source_kind and d.id = e.source_id)
    union all
    select 'credit unposted', 'credit_note', c.id, c.number, null, null, null
      from credit_notes c
      where c.reverses_invoice and not exists (select 1 from ledger_entries e where e.source_kind = 'credit_note' and e.source_id = c.id)
    union all
    select 'credit not cancelled', 'credit_note', e.source_id, c.number, i.status, e.id, e.source_number
      from ledger_entries e
      left join credit_notes c on c.id = e.source_id
      left join invoices i on i.id = c.invoice_id
      where e.source_kind = 'credit_note' and i.status is distinct from 'Cancelled'
        and exists (select 1 from ledger_entries r where r.id = e.reverses_entry_id and r.source_kind = 'invoice')
    order by 2, 3, 6`);
  return rows.map((row) => ({
    finding: row.finding as StepFinding,
    kind: row.kind!,
    id: Number(row.id),
    number: row.number === null ? null : Number(row.number),
    status: row.status ?? null,
    entryId: row.entry_id === null ? null : Number(row.entry_id),
    sourceNumber: row.source_number ?? null,
  }));
}
