import { sql, type SQL } from 'drizzle-orm';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { NOTE_TABLES } from './credit-notes.queries';

/* The SQL of a credit note's credit left: allocations to invoices, refunds by payments, and what is left. */

/** Moves a note's version on: its credit left changed (an allocation), so a screen holding it is stale. */
export async function touchNote(db: Executor, kind: NoteKind, id: number, userId: number | null) {
  await db.execute(sql`update ${NOTE_TABLES[kind].notes}
    set version = version + 1, updated_at = now(), updated_by = ${userId} where id = ${id}`);
}

/** Where a credit note's credit left went: allocations to invoices and refunds by payments (not cancelled). */
export async function creditUses(db: Executor, creditNoteId: number) {
  const allocations = await rowsOf<{ id: number; invoice_number: number; date: string; amount_fils: number }>(
    db,
    sql`select a.id, i.number as invoice_number, a.date, a.amount_fils
      from credit_allocations a join invoices i on i.id = a.invoice_id
      where a.credit_note_id = ${creditNoteId} and a.live order by a.id`,
  );
  const refunds = await rowsOf<{ payment_number: number; date: string; status: string; amount_fils: number }>(
    db,
    sql`select p.number as payment_number, p.date, p.status, sum(x.amount_fils)::bigint as amount_fils
      from payment_items x join payments p on p.id = x.payment_id
      where x.credit_note_id = ${creditNoteId} and p.status <> 'Cancelled'
      group by p.id order by p.number`,
  );
  return { allocations, refunds };
}

/**
 * A credit note's credit left: what it did not take off its own invoice, less what live allocations and
 * payments not cancelled (the one being edited left out) took of it.
 */
export const creditLeftFils = (creditNoteId: SQL, exceptPaymentId: SQL = sql`0`) => sql`(
  select n.total_fils - n.applied_fils
    - coalesce((select sum(a.amount_fils) from credit_allocations a where a.credit_note_id = n.id and a.live), 0)
    - coalesce((select sum(x.amount_fils) from payment_items x join payments p on p.id = x.payment_id
        where x.credit_note_id = n.id and p.status <> 'Cancelled' and p.id <> ${exceptPaymentId}), 0)
  from credit_notes n where n.id = ${creditNoteId})`;

export async function creditLeft(db: Executor, creditNoteId: number, exceptPaymentId = 0): Promise<number> {
  const [row] = await rowsOf<{ left: number }>(
    db,
    sql`select ${creditLeftFils(sql`${creditNoteId}`, sql`${exceptPaymentId}`)}::bigint as left`,
  );
  return Number(row?.left ?? 0);
}

export async function insertAllocation(
  db: Executor,
  allocation: { creditNoteId: number; invoiceId: number; date: string; amountFils: number; userId: number | null },
): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into credit_allocations (credit_note_id, invoice_id, date, amount_fils, created_by)
      values (${allocation.creditNoteId}, ${allocation.invoiceId}, ${allocation.date}, ${allocation.amountFils}, ${allocation.userId})
      returning id`,
  );
  return row!.id;
}

/** Live allocations of credit to an invoice, with the credit notes they come from. */
export async function allocationsTo(db: Executor, invoiceId: number) {
  return rowsOf<{ id: number; credit_note_number: number }>(
    db,
    sql`select a.id, n.number as credit_note_number from credit_allocations a join credit_notes n on n.id = a.credit_note_id
      where a.invoice_id = ${invoiceId} and a.live order by a.id`,
  );
}
