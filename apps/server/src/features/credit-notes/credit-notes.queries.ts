import { sql, type SQL } from 'drizzle-orm';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

/*
 * The SQL of tax credit and debit notes. The two kinds keep the same columns in tables of their own
 * (credit_notes and credit_note_lines, debit_notes and debit_note_lines), so each query is written once
 * and names the kind's tables. Here: issuing a note on an invoice and moving its status; the notes as
 * read are in note-records.queries.ts, where their credit goes in credit-uses.queries.ts.
 */

export const NOTE_TABLES: Readonly<Record<NoteKind, { notes: SQL; lines: SQL; noteId: SQL }>> = {
  credit_note: { notes: sql`credit_notes`, lines: sql`credit_note_lines`, noteId: sql`credit_note_id` },
  debit_note: { notes: sql`debit_notes`, lines: sql`debit_note_lines`, noteId: sql`debit_note_id` },
};

export interface NotedInvoice {
  id: number;
  number: number;
  date: string;
  status: string;
  customer_id: number;
  customer_name: string;
  opening: boolean;
}

/** The invoice a note corrects, locked when asked: notes on one invoice (and its status moves) take turns. */
export async function invoiceForNote(db: Executor, invoiceId: number, lock: boolean) {
  const [row] = await rowsOf<NotedInvoice>(
    db,
    sql`select i.id, i.number, i.date, i.status, i.customer_id, c.name as customer_name, i.opening
      from invoices i join customers c on c.id = i.customer_id
      where i.id = ${invoiceId} ${lock ? sql`for update of i` : sql``}`,
  );
  return row;
}

export interface InvoiceLineLeft {
  id: number;
  position: number;
  kind: 'manual' | 'job' | 'discount';
  account_id: number;
  description: string;
  unit_fils: number;
  vat_percent: number;
  vatable_fils: number;
  vat_fils: number;
  credited_fils: number;
  credited_vat_fils: number;
  debited_fils: number;
  debited_vat_fils: number;
}

/** Each line of the invoice with what the notes not cancelled took off it and added to it. */
export async function invoiceLinesNoted(db: Executor, invoiceId: number): Promise<InvoiceLineLeft[]> {
  const noted = (kind: NoteKind) => {
    const { notes, lines, noteId } = NOTE_TABLES[kind];
    return sql`select l.invoice_item_id, sum(l.vatable_fils)::bigint as fils, sum(l.vat_fils)::bigint as vat_fils
      from ${lines} l join ${notes} n on n.id = l.${noteId}
      where n.invoice_id = ${invoiceId} and n.status = 'Posted' group by l.invoice_item_id`;
  };
  return rowsOf<InvoiceLineLeft>(
    db,
    sql`select i.id, i.position, i.kind, i.account_id, i.description, i.unit_fils, i.vat_percent, i.vatable_fils, i.vat_fils,
        coalesce(c.fils, 0)::bigint as credited_fils, coalesce(c.vat_fils, 0)::bigint as credited_vat_fils,
        coalesce(d.fils, 0)::bigint as debited_fils, coalesce(d.vat_fils, 0)::bigint as debited_vat_fils
      from invoice_items i
      left join (${noted('credit_note')}) c on c.invoice_item_id = i.id
      left join (${noted('debit_note')}) d on d.invoice_item_id = i.id
      where i.invoice_id = ${invoiceId}
      order by i.position, i.id`,
  );
}

/** The jobs of these invoice lines with what each carried and the truck and driver that did it. */
export async function jobsOfLines(db: Executor, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  return rowsOf<{
    item_id: number;
    job_id: number;
    amount_fils: number;
    truck_id: number | null;
    driver_id: number | null;
  }>(
    db,
    sql`select x.item_id, x.job_id, x.amount_fils, j.truck_id, j.driver_id
      from invoice_item_jobs x join jobs j on j.id = x.job_id
      where x.item_id in (${sql.join(
        itemIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by x.item_id, x.job_id`,
  );
}

export interface NoteValues {
  number: number;
  invoiceId: number;
  date: string;
  reason: string;
  vatableFils: number;
  vatFils: number;
  totalFils: number;
  appliedFils: number;
  cancelsInvoice: boolean;
  userId: number | null;
}

export interface NoteLineValues {
  invoiceItemId: number;
  position: number;
  kind: 'manual' | 'job' | 'discount';
  accountId: number;
  description: string;
  quantity: number | null;
  vatPercent: number;
  vatableFils: number;
  vatFils: number;
  totalFils: number;
  takesRest: boolean;
}

/** Writes a note, issued Posted, and its lines; answers its id. */
export async function insertNote(
  db: Executor,
  kind: NoteKind,
  note: NoteValues,
  lines: readonly NoteLineValues[],
): Promise<number> {
  const { notes, lines: lineTable, noteId } = NOTE_TABLES[kind];
  const credit = kind === 'credit_note';
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into ${notes} (number, invoice_id, date, reason, vatable_fils, vat_fils, total_fils, status,
        created_by, updated_by${credit ? sql`, applied_fils, cancels_invoice` : sql``})
      values (${note.number}, ${note.invoiceId}, ${note.date}, ${note.reason}, ${note.vatableFils}, ${note.vatFils},
        ${note.totalFils}, 'Posted', ${note.userId}, ${note.userId}${
          credit ? sql`, ${note.appliedFils}, ${note.cancelsInvoice}` : sql``
        })
      returning id`,
  );
  const id = row!.id;
  await db.execute(sql`insert into ${lineTable} (${noteId}, invoice_item_id, position, kind, account_id, description,
      quantity, vat_percent, vatable_fils, vat_fils, total_fils, takes_rest)
    values ${sql.join(
      lines.map(
        (
          line,
        ) => sql`(${id}, ${line.invoiceItemId}, ${line.position}, ${line.kind}, ${line.accountId}, ${line.description},
          ${line.quantity}, ${line.vatPercent}, ${line.vatableFils}, ${line.vatFils}, ${line.totalFils}, ${line.takesRest})`,
      ),
      sql`, `,
    )}`);
  return id;
}

export async function setNoteStatus(db: Executor, kind: NoteKind, id: number, status: string, userId: number | null) {
  await db.execute(sql`update ${NOTE_TABLES[kind].notes}
    set status = ${status}, version = version + 1, updated_at = now(), updated_by = ${userId}
    where id = ${id}`);
}
