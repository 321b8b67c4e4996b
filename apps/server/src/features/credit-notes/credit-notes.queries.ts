import { sql, type SQL } from 'drizzle-orm';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

/*
 * The SQL of tax credit and debit notes. The two kinds keep the same columns in tables of their own
 * (credit_notes and credit_note_lines, debit_notes and debit_note_lines), so each query is written once
 * and names the kind's tables.
 */

const TABLES: Readonly<Record<NoteKind, { notes: SQL; lines: SQL; noteId: SQL }>> = {
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
    const { notes, lines, noteId } = TABLES[kind];
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
  const { notes, lines: lineTable, noteId } = TABLES[kind];
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
  const { notes } = TABLES[kind];
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
  const [row] = await rowsOf<{ id: number }>(db, sql`select id from ${TABLES[kind].notes} where number = ${number}`);
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
  const { lines, noteId } = TABLES[kind];
  return rowsOf<NoteLineRow>(
    db,
    sql`select l.id, l.invoice_item_id, l.kind, l.account_id, a.name as account_name, l.description, l.quantity,
        i.unit_fils, l.vat_percent, l.vatable_fils, l.vat_fils, l.total_fils
      from ${lines} l join accounts a on a.id = l.account_id join invoice_items i on i.id = l.invoice_item_id
      where l.${noteId} = ${id}
      order by l.position, l.id`,
  );
}

export async function setNoteStatus(db: Executor, kind: NoteKind, id: number, status: string, userId: number | null) {
  await db.execute(sql`update ${TABLES[kind].notes}
    set status = ${status}, version = version + 1, updated_at = now(), updated_by = ${userId}
    where id = ${id}`);
}

/** Moves a note's version on: its credit left changed (an allocation), so a screen holding it is stale. */
export async function touchNote(db: Executor, kind: NoteKind, id: number, userId: number | null) {
  await db.execute(sql`update ${TABLES[kind].notes}
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

/** Live allocations of credit to an invoice, with the credit notes they come from. */
export async function allocationsTo(db: Executor, invoiceId: number) {
  return rowsOf<{ id: number; credit_note_number: number }>(
    db,
    sql`select a.id, n.number as credit_note_number from credit_allocations a join credit_notes n on n.id = a.credit_note_id
      where a.invoice_id = ${invoiceId} and a.live order by a.id`,
  );
}

export interface NoteFilter {
  status?: string;
  customerId?: number;
  from?: string;
  to?: string;
  /** The customer's name, or the note's or its invoice's number with or without its prefix. */
  search: string | null;
  notePrefix: string;
  invoicePrefix: string;
}

function noteWhere(filter: NoteFilter) {
  const text = filter.search === null ? null : `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const typed = (prefix: string) => filter.search?.replace(new RegExp(`^${prefix}`, 'i'), '') ?? '';
  const conditions = [
    filter.status === undefined ? null : sql`n.status = ${filter.status}`,
    filter.customerId === undefined ? null : sql`i.customer_id = ${filter.customerId}`,
    filter.from === undefined ? null : sql`n.date >= ${filter.from}`,
    filter.to === undefined ? null : sql`n.date <= ${filter.to}`,
    text === null
      ? null
      : sql`(c.name ilike ${text} or n.number::text = ${typed(filter.notePrefix)} or i.number::text = ${typed(filter.invoicePrefix)})`,
  ].filter((condition): condition is SQL => condition !== null);
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

const listFrom = (kind: NoteKind) =>
  sql`${TABLES[kind].notes} n join invoices i on i.id = n.invoice_id join customers c on c.id = i.customer_id`;

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
