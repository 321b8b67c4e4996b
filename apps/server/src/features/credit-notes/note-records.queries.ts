import { sql, type SQL } from 'drizzle-orm';
import { type NumberedDocument, typedNumberDigits } from '@fleetledger/shared/documents/document-number-prefixes';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { NOTE_TABLES } from './credit-notes.queries';

/* The SQL of notes as the screens read them: one note and its lines, an invoice's notes, a page of the list. */

export interface NoteRow {
  id: number;
  number: number;
  date: string;
  invoice_id: number;
  invoice_number: number;
  invoice_date: string;
  customer_id: number;
  customer_name: string;
  reason: string;
  status: string;
  vatable_fils: number;
  vat_fils: number;
  total_fils: number;
  applied_fils: number;
  cancels_invoice: boolean;
  reverses_invoice: boolean;
  version: number;
}

/** A note with its invoice and customer, row-locked when asked (its status moves and allocations take turns). */
export async function noteRow(db: Executor, kind: NoteKind, id: number, lock = false): Promise<NoteRow | undefined> {
  const { notes } = NOTE_TABLES[kind];
  const credit = kind === 'credit_note';
  const [row] = await rowsOf<NoteRow>(
    db,
    sql`select n.id, n.number, n.date, n.invoice_id, i.number as invoice_number, i.date as invoice_date,
        i.customer_id, c.name as customer_name, n.reason, n.status, n.vatable_fils, n.vat_fils, n.total_fils,
        ${credit ? sql`n.applied_fils, n.cancels_invoice, n.reverses_invoice` : sql`0::bigint as applied_fils, false as cancels_invoice, false as reverses_invoice`},
        n.version
      from ${notes} n join invoices i on i.id = n.invoice_id join customers c on c.id = i.customer_id
      where n.id = ${id} ${lock ? sql`for update of n` : sql``}`,
  );
  return row;
}

export async function noteIdByNumber(db: Executor, kind: NoteKind, number: number): Promise<number | undefined> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select id from ${NOTE_TABLES[kind].notes} where number = ${number}`,
  );
  return row?.id;
}

/** The note that cancelled an invoice (its last cancelling credit note), by the invoice's number. */
export async function cancellingNoteId(db: Executor, invoiceNumber: number): Promise<number | undefined> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select n.id from credit_notes n join invoices i on i.id = n.invoice_id
      where i.number = ${invoiceNumber} and n.cancels_invoice order by n.id desc limit 1`,
  );
  return row?.id;
}

export interface NoteLineRow {
  id: number;
  invoice_item_id: number;
  kind: 'manual' | 'job' | 'discount';
  account_id: number;
  account_name: string;
  description: string;
  quantity: number | null;
  unit_fils: number;
  vat_percent: number;
  vatable_fils: number;
  vat_fils: number;
  total_fils: number;
}

export async function noteLines(db: Executor, kind: NoteKind, id: number): Promise<NoteLineRow[]> {
  const { lines, noteId } = NOTE_TABLES[kind];
  return rowsOf<NoteLineRow>(
    db,
    sql`select l.id, l.invoice_item_id, l.kind, l.account_id, a.name as account_name, l.description, l.quantity,
        i.unit_fils, l.vat_percent, l.vatable_fils, l.vat_fils, l.total_fils
      from ${lines} l join accounts a on a.id = l.account_id join invoice_items i on i.id = l.invoice_item_id
      where l.${noteId} = ${id}
      order by l.position, l.id`,
  );
}

export interface InvoiceNoteRow {
  kind: NoteKind;
  id: number;
  number: number;
  date: string;
  status: string;
  reason: string;
  total_fils: number;
  cancels_invoice: boolean;
}

/** Every note issued on an invoice, both kinds, in the order they were issued. */
export async function notesOfInvoice(db: Executor, invoiceId: number): Promise<InvoiceNoteRow[]> {
  return rowsOf<InvoiceNoteRow>(
    db,
    sql`select 'credit_note' as kind, id, number, date, status, reason, total_fils, cancels_invoice
        from credit_notes where invoice_id = ${invoiceId}
      union all
      select 'debit_note', id, number, date, status, reason, total_fils, false
        from debit_notes where invoice_id = ${invoiceId}
      order by 4, 3`,
  );
}

export interface NoteFilter {
  status?: string;
  customerId?: number;
  from?: string;
  to?: string;
  /** The customer's name, or the note's or its invoice's number with or without its prefix. */
  search: string | null;
  kind: NoteKind;
}

function noteWhere(filter: NoteFilter) {
  const text = filter.search === null ? null : `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const typed = (kind: NumberedDocument) => typedNumberDigits(kind, filter.search ?? '') ?? '';
  const conditions = [
    filter.status === undefined ? null : sql`n.status = ${filter.status}`,
    filter.customerId === undefined ? null : sql`i.customer_id = ${filter.customerId}`,
    filter.from === undefined ? null : sql`n.date >= ${filter.from}`,
    filter.to === undefined ? null : sql`n.date <= ${filter.to}`,
    text === null
      ? null
      : sql`(c.name ilike ${text} or n.number::text = ${typed(filter.kind)} or i.number::text = ${typed('invoice')})`,
  ].filter((condition): condition is SQL => condition !== null);
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

const listFrom = (kind: NoteKind) =>
  sql`${NOTE_TABLES[kind].notes} n join invoices i on i.id = n.invoice_id join customers c on c.id = i.customer_id`;

/** A note as its list shows it. */
type ListedNote = Omit<
  NoteRow,
  'invoice_id' | 'invoice_date' | 'applied_fils' | 'cancels_invoice' | 'reverses_invoice' | 'version'
>;

export async function listNotes(db: Executor, kind: NoteKind, filter: NoteFilter, limit: number, offset: number) {
  return rowsOf<ListedNote>(
    db,
    sql`select n.id, n.number, n.date, i.number as invoice_number, i.customer_id, c.name as customer_name, n.reason,
        n.status, n.vatable_fils, n.vat_fils, n.total_fils
      from ${listFrom(kind)}
      where ${noteWhere(filter)}
      order by n.date desc, n.number desc
      limit ${limit} offset ${offset}`,
  );
}

/** How many notes the filter matches, and the totals of those not cancelled. */
export async function noteTotals(db: Executor, kind: NoteKind, filter: NoteFilter) {
  const [row] = await rowsOf<{ count: number; vatable: number; vat: number; total: number }>(
    db,
    sql`select count(*)::int as count,
        coalesce(sum(n.vatable_fils) filter (where n.status <> 'Cancelled'), 0)::bigint as vatable,
        coalesce(sum(n.vat_fils) filter (where n.status <> 'Cancelled'), 0)::bigint as vat,
        coalesce(sum(n.total_fils) filter (where n.status <> 'Cancelled'), 0)::bigint as total
      from ${listFrom(kind)}
      where ${noteWhere(filter)}`,
  );
  return row!;
}
