import type { z } from 'zod';
import {
  CREDIT_NOTE_LIST_PAGE_SIZE,
  NOTE_MESSAGES,
  noteNumberText,
  type noteListQuery,
  type NoteListRow,
  type NoteRecord,
} from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { leftOfLine, type NoteKind, type NotedInvoiceLine } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import { storedStatus } from '../../kernel/document-row';
import { INVOICE_MESSAGES } from '@fleetledger/shared/invoices/invoices.contract';
import { filsToBd } from '@fleetledger/shared/money';
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../http/http-error';
import { notePdf } from '../invoices/invoice-pdf.service';
import * as q from './credit-notes.queries';
import * as credit from './credit-uses.queries';
import * as records from './note-records.queries';

/** What is left of each line of the invoice now, as the note rules read it. */
export function linesLeft(rows: readonly q.InvoiceLineLeft[]): (NotedInvoiceLine & { row: q.InvoiceLineLeft })[] {
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    unitFils: row.unit_fils,
    vatPercent: row.vat_percent,
    ...leftOfLine({ vatableFils: row.vatable_fils, vatFils: row.vat_fils }, [
      { kind: 'credit_note', vatableFils: row.credited_fils, vatFils: row.credited_vat_fils },
      { kind: 'debit_note', vatableFils: row.debited_fils, vatFils: row.debited_vat_fils },
    ]),
    row,
  }));
}

/*
 * Notes as the screens, the invoice and the mail read them: one note, an invoice's notes, a page of the list.
 */

/** The notes and credit allocations that hold an invoice in Posted: they would mean nothing on an unposted one. */
export async function notesHoldingInvoice(tx: Executor, invoiceId: number): Promise<string[]> {
  const notes = (await records.notesOfInvoice(tx, invoiceId)).filter((note) => note.status === 'Posted');
  const allocations = await credit.allocationsTo(tx, invoiceId);
  return [
    ...notes.map((note) => noteNumberText(note.kind, note.number)),
    ...allocations.map((allocation) => `credit from ${noteNumberText('credit_note', allocation.credit_note_number)}`),
  ];
}

/** What the invoice's screen shows of its notes: each note, the one that cancelled it, and each line's corrections. */
export async function invoiceNotes(db: Executor, invoiceId: number) {
  const notes = await records.notesOfInvoice(db, invoiceId);
  const lines = linesLeft(await q.invoiceLinesNoted(db, invoiceId));
  const listed = (kind: NoteKind) =>
    notes
      .filter((note) => note.kind === kind)
      .map((note) => ({
        id: note.id,
        number: note.number,
        date: note.date,
        status: storedStatus(note.status),
        reason: note.reason,
        total_amount: filsToBd(note.total_fils),
      }));
  const cancelling = notes.filter((note) => note.cancels_invoice && note.status === 'Posted').at(-1);
  return {
    credit_notes: listed('credit_note'),
    debit_notes: listed('debit_note'),
    credit_note: cancelling === undefined ? null : { number: cancelling.number, date: cancelling.date },
    lines: new Map(
      lines.map((line) => [
        line.id,
        {
          credited_amount: filsToBd(line.row.credited_fils),
          debited_amount: filsToBd(line.row.debited_fils),
          left_amount: filsToBd(line.leftFils),
        },
      ]),
    ),
  };
}

/** A note as its screen reads it. */
export async function noteRecord(db: Executor, kind: NoteKind, id: number): Promise<NoteRecord> {
  const row = await records.noteRow(db, kind, id);
  if (row === undefined) throw notFound(NOTE_MESSAGES.notFound(kind));
  const lines = await records.noteLines(db, kind, id);
  const uses = kind === 'credit_note' ? await credit.creditUses(db, id) : { allocations: [], refunds: [] };
  const status = storedStatus(row.status);
  const left = kind === 'credit_note' && status === 'Posted' ? await credit.creditLeft(db, id) : 0;
  return {
    id: row.id,
    number: row.number,
    kind,
    date: row.date,
    invoice_id: row.invoice_id,
    invoice_number: row.invoice_number,
    invoice_date: row.invoice_date,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    reason: row.reason,
    status,
    lines: lines.map((line) => ({
      id: line.id,
      invoice_line_id: line.invoice_item_id,
      kind: line.kind,
      account_id: line.account_id,
      account_name: line.account_name,
      description: line.description,
      quantity: line.quantity,
      unit_amount: filsToBd(line.unit_fils),
      vat_percentage: line.vat_percent,
      vatable_amount: filsToBd(line.vatable_fils),
      vat_amount: filsToBd(line.vat_fils),
      total_amount: filsToBd(line.total_fils),
    })),
    vatable_amount: filsToBd(row.vatable_fils),
    vat_amount: filsToBd(row.vat_fils),
    total_amount: filsToBd(row.total_fils),
    applied_amount: filsToBd(row.applied_fils),
    credit_left: filsToBd(left),
    cancels_invoice: row.cancels_invoice,
    allocations: uses.allocations.map((allocation) => ({
      id: allocation.id,
      invoice_number: allocation.invoice_number,
      date: allocation.date,
      amount: filsToBd(allocation.amount_fils),
    })),
    refunds: uses.refunds.map((refund) => ({
      payment_number: refund.payment_number,
      date: refund.date,
      status: storedStatus(refund.status),
      amount: filsToBd(refund.amount_fils),
    })),
    version: row.version,
  };
}

/** A note by its number, as its screen reads it; 404 when there is none. */
export async function noteByNumber(db: Db, kind: NoteKind, number: number): Promise<NoteRecord> {
  const id = await records.noteIdByNumber(db, kind, number);
  if (id === undefined) throw notFound(NOTE_MESSAGES.notFound(kind));
  return noteRecord(db, kind, id);
}

/** A note as printed: a Bahrain tax credit or debit note beside the invoice it corrects. */
export const notePrinted = (db: Db, note: NoteRecord) => notePdf(db, note);

/** The credit note that cancelled an invoice, named by the invoice's number (the first releases' PDF call). */
export async function cancellingNoteByInvoice(db: Db, invoiceNumber: number): Promise<NoteRecord> {
  const id = await records.cancellingNoteId(db, invoiceNumber);
  if (id === undefined) throw notFound(INVOICE_MESSAGES.noCreditNote);
  return noteRecord(db, 'credit_note', id);
}

/** `{kind}_list`: a page of the notes the filter matches, with the totals of those not cancelled. */
export async function noteList(db: Db, kind: NoteKind, query: z.output<typeof noteListQuery>) {
  const filter: records.NoteFilter = {
    status: query.status,
    customerId: query.customer_id,
    from: query.from,
    to: query.to,
    search: query.search,
    kind,
  };
  const size = CREDIT_NOTE_LIST_PAGE_SIZE;
  const [rows, totals] = await Promise.all([
    records.listNotes(db, kind, filter, size, (query.page - 1) * size),
    records.noteTotals(db, kind, filter),
  ]);
  const amounts = (vatable: number, vat: number, total: number) => ({
    vatable_amount: filsToBd(vatable),
    vat_amount: filsToBd(vat),
    total_amount: filsToBd(total),
  });
  const listed: NoteListRow[] = rows.map((row) => ({
    id: row.id,
    number: row.number,
    date: row.date,
    invoice_number: row.invoice_number,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    reason: row.reason,
    status: storedStatus(row.status),
    ...amounts(row.vatable_fils, row.vat_fils, row.total_fils),
  }));
  return {
    rows: listed,
    page: query.page,
    pages: Math.max(1, Math.ceil(totals.count / size)),
    count: totals.count,
    totals: amounts(totals.vatable, totals.vat, totals.total),
  };
}
