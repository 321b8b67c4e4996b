import type { z } from 'zod';
import type { Authority } from '@fleetledger/shared/access';
import {
  CREDIT_NOTE_LIST_PAGE_SIZE,
  NOTE_MESSAGES,
  NOTE_PREFIX,
  noteNumberText,
  type NoteGenerateInput,
  type noteListQuery,
  type NoteListRow,
  type NoteRecord,
} from '@fleetledger/shared/credit-notes/credit-notes.contract';
import {
  leftOfLine,
  noteTotals,
  type NoteKind,
  type NotedInvoiceLine,
} from '@fleetledger/shared/credit-notes/invoice-note-lines';
import { checkNoteLines, requestedLineAmounts } from '@fleetledger/shared/credit-notes/note-request';
import { storedStatus } from '../../kernel/document-row';
import { INVOICE_PREFIX, invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { INVOICE_MESSAGES } from '@fleetledger/shared/invoices/invoices.contract';
import { filsToBd, formatBD } from '@fleetledger/shared/money';
import { PAYMENT_MESSAGES } from '@fleetledger/shared/payments/payments.contract';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { takeNextNumber } from '../../kernel/document-numbers';
import { refuseLockedDates } from '../../kernel/lock-date';
import type { OfferedCodes } from '../../kernel/security-codes';
import { requireVersion } from '../../kernel/stale-edit';
import { moveDocumentStatus, type StatusMoveDeclaration } from '../../kernel/status-mover';
import { notePdf } from '../invoices/invoice-pdf.service';
import { invoiceOpenFils, invoiceUnpaidFils } from '../receipts/receipts.service';
import * as q from './credit-notes.queries';
import { postAllocation, postNote, reverseNote } from './note-ledger.service';

/*
 * Tax credit and debit notes (docs/architecture.md, "Credit and debit notes"): issued Posted against a
 * Posted invoice, each line correcting one invoice line at its rate, under the invoice's row lock so two
 * notes on one line take turns and never take more than is left of it.
 */

/** What is left of each line of the invoice now, as the note rules read it. */
function linesLeft(rows: readonly q.InvoiceLineLeft[]): (NotedInvoiceLine & { row: q.InvoiceLineLeft })[] {
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

type NoteLine = q.NoteLineValues;

/** The lines of a note as sent, checked against what is left of the invoice's lines; 400 naming each line otherwise. */
function noteLinesFor(kind: NoteKind, input: NoteGenerateInput, left: ReturnType<typeof linesLeft>): NoteLine[] {
  const { lines, problems } = checkNoteLines(input.lines);
  const byId = new Map(left.map((line) => [line.id, line]));
  const noted: NoteLine[] = [];
  lines.forEach((requested) => {
    const { index } = requested;
    const n = index + 1;
    const at = `lines.${index}.invoice_line_id`;
    const line = byId.get(requested.invoiceLineId);
    if (line === undefined) {
      problems[at] = NOTE_MESSAGES.notItsLine(n);
      return;
    }
    if (line.kind === 'discount') {
      problems[at] = NOTE_MESSAGES.discountLine(n);
      return;
    }
    const figures = requestedLineAmounts(kind, line, requested);
    if (figures.problem !== null) {
      problems[`lines.${index}.amount`] = figures.problem;
      return;
    }
    noted.push(
      noteLineOf(line, figures.amounts, index + 1, 'quantity' in requested.measure ? requested.measure.quantity : null),
    );
  });
  const first = Object.values(problems)[0];
  if (first !== undefined) throw badRequest(first, problems);
  return noted;
}

function noteLineOf(
  line: ReturnType<typeof linesLeft>[number],
  amounts: { vatableFils: number; vatFils: number; totalFils: number; takesRest: boolean },
  position: number,
  quantity: number | null,
): NoteLine {
  return {
    invoiceItemId: line.id,
    position,
    kind: line.kind,
    accountId: line.row.account_id,
    description: line.row.description,
    quantity,
    vatPercent: line.vatPercent,
    ...amounts,
  };
}

/**
 * Writes a note on the invoice, locked by the caller, with its posting: a credit takes off the invoice
 * what it still owes (`openFils`; the rest is the customer's advance), a debit adds to it.
 */
async function writeNote(
  tx: Executor,
  kind: NoteKind,
  invoice: q.NotedInvoice,
  note: { date: string; reason: string; lines: NoteLine[]; cancelsInvoice: boolean; openFils: number },
  actor: Actor,
): Promise<number> {
  const totals = noteTotals(note.lines);
  const appliedFils = kind === 'credit_note' ? Math.min(totals.totalFils, Math.max(note.openFils, 0)) : 0;
  const number = await takeNextNumber(tx, kind);
  const id = await q.insertNote(
    tx,
    kind,
    {
      number,
      invoiceId: invoice.id,
      date: note.date,
      reason: note.reason,
      ...totals,
      appliedFils,
      cancelsInvoice: note.cancelsInvoice,
      userId: actor.userId,
    },
    note.lines,
  );
  await recordAudit(tx, actor, {
    action: 'create',
    entity: kind,
    entityId: id,
    after: {
      number,
      invoice_id: invoice.id,
      date: note.date,
      reason: note.reason,
      ...totals,
      appliedFils,
      lines: note.lines,
    },
  });
  await postNote(
    tx,
    kind,
    { id, number, date: note.date, invoice, appliedFils, totalFils: totals.totalFils, lines: note.lines },
    actor,
  );
  return number;
}

/** The invoice a note is issued on, locked: Posted, not an opening item, and dated on or before the note. */
async function invoiceToNote(tx: Executor, invoiceId: number, date: string) {
  const invoice = await q.invoiceForNote(tx, invoiceId, true);
  if (invoice === undefined) throw notFound(INVOICE_MESSAGES.notFound);
  if (invoice.opening) throw conflict(NOTE_MESSAGES.openingInvoice);
  if (invoice.status !== 'Posted') throw conflict(NOTE_MESSAGES.invoiceNotPosted);
  if (date < invoice.date)
    throw badRequest(NOTE_MESSAGES.beforeInvoice(invoice.date), { date: NOTE_MESSAGES.beforeInvoice(invoice.date) });
  return invoice;
}

/** `{kind}_generate`: a note issued on a Posted invoice, dated in an open period; answers its number. */
export async function issueNote(
  db: Db,
  kind: NoteKind,
  input: NoteGenerateInput,
  actor: Actor,
  today: string,
): Promise<{ number: number; message: string }> {
  const sent = checkNoteLines(input.lines);
  const firstProblem = Object.values(sent.problems)[0];
  if (firstProblem !== undefined) throw badRequest(firstProblem, sent.problems);
  if (input.date > today) throw badRequest(NOTE_MESSAGES.afterToday, { date: NOTE_MESSAGES.afterToday });
  const number = await db.transaction(async (tx) => {
    const invoice = await invoiceToNote(tx, input.invoice_id, input.date);
    await refuseLockedDates(tx, input.date);
    const left = linesLeft(await q.invoiceLinesNoted(tx, invoice.id));
    const lines = noteLinesFor(kind, input, left);
    if (kind === 'credit_note') refuseCreditBeyondInvoice(left, lines);
    const openFils = kind === 'credit_note' ? await invoiceOpenFils(tx, invoice.id) : 0;
    return writeNote(
      tx,
      kind,
      invoice,
      { date: input.date, reason: input.reason, lines, cancelsInvoice: false, openFils },
      actor,
    );
  });
  return { number, message: NOTE_MESSAGES.created(kind, number) };
}

/**
 * An invoice's discounts count against its charges: a credit may not leave the charges below the
 * discounts still on it, or the invoice would owe less than nothing.
 */
function refuseCreditBeyondInvoice(left: ReturnType<typeof linesLeft>, lines: readonly NoteLine[]) {
  const signed = (line: { kind: string }, fils: number) => (line.kind === 'discount' ? -fils : fils);
  const leftTotal = left.reduce((sum, line) => sum + signed(line, line.leftFils + line.leftVatFils), 0);
  const credited = lines.reduce((sum, line) => sum + signed(line, line.totalFils), 0);
  if (credited > leftTotal) {
    const message = NOTE_MESSAGES.beyondInvoice(Math.max(leftTotal, 0));
    throw badRequest(message, { lines: message });
  }
}

/**
 * An invoice cancelled after it was posted: a credit note for all that is left of every line (its
 * discounts taken back with it), dated on the day of the cancellation, inside the cancelling transaction
 * (which holds the invoice's row). Nothing is issued when nothing is left. The invoice already reads
 * Cancelled here (the status moves before its consequences), so what it still owed is read as it stood
 * while Posted: the note takes that off the invoice, leaving nothing open on a cancelled one.
 */
export async function issueCancellationNote(
  tx: Executor,
  invoiceId: number,
  date: string,
  actor: Actor,
): Promise<void> {
  const invoice = (await q.invoiceForNote(tx, invoiceId, true))!;
  const left = linesLeft(await q.invoiceLinesNoted(tx, invoiceId));
  const lines = left
    .filter((line) => line.leftFils > 0)
    .map((line, index) =>
      noteLineOf(
        line,
        {
          vatableFils: line.leftFils,
          vatFils: line.leftVatFils,
          totalFils: line.leftFils + line.leftVatFils,
          takesRest: true,
        },
        index + 1,
        null,
      ),
    );
  if (lines.length === 0) return;
  const openFils = await invoiceUnpaidFils(tx, invoiceId);
  await writeNote(
    tx,
    'credit_note',
    invoice,
    { date, reason: NOTE_MESSAGES.cancelled, lines, cancelsInvoice: true, openFils },
    actor,
  );
}

/** The notes and credit allocations that hold an invoice in Posted: they would mean nothing on an unposted one. */
export async function notesHoldingInvoice(tx: Executor, invoiceId: number): Promise<string[]> {
  const notes = (await q.notesOfInvoice(tx, invoiceId)).filter((note) => note.status === 'Posted');
  const allocations = await q.allocationsTo(tx, invoiceId);
  return [
    ...notes.map((note) => noteNumberText(note.kind, note.number)),
    ...allocations.map((allocation) => `credit from ${noteNumberText('credit_note', allocation.credit_note_number)}`),
  ];
}

/** What the invoice's screen shows of its notes: each note, the one that cancelled it, and each line's corrections. */
export async function invoiceNotes(db: Executor, invoiceId: number) {
  const notes = await q.notesOfInvoice(db, invoiceId);
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
  const row = await q.noteRow(db, kind, id);
  if (row === undefined) throw notFound(NOTE_MESSAGES.notFound(kind));
  const lines = await q.noteLines(db, kind, id);
  const uses = kind === 'credit_note' ? await q.creditUses(db, id) : { allocations: [], refunds: [] };
  const status = storedStatus(row.status);
  const left = kind === 'credit_note' && status === 'Posted' ? await q.creditLeft(db, id) : 0;
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
  const id = await q.noteIdByNumber(db, kind, number);
  if (id === undefined) throw notFound(NOTE_MESSAGES.notFound(kind));
  return noteRecord(db, kind, id);
}

/** A note as printed: a Bahrain tax credit or debit note beside the invoice it corrects. */
export const notePrinted = (db: Db, note: NoteRecord) => notePdf(db, note);

/** The credit note that cancelled an invoice, named by the invoice's number (the first releases' PDF call). */
export async function cancellingNoteByInvoice(db: Db, invoiceNumber: number): Promise<NoteRecord> {
  const id = await q.cancellingNoteId(db, invoiceNumber);
  if (id === undefined) throw notFound(INVOICE_MESSAGES.noCreditNote);
  return noteRecord(db, 'credit_note', id);
}

/**
 * The kernel's status move of a note (Posted → Cancelled, the Admin's, with both codes): its posting is
 * reversed on the day of the move. A credit note that cancelled its invoice stays while the invoice is
 * cancelled; one whose credit went to other invoices or refunds waits until those are undone; a debit
 * note cannot go while receipts pay its invoice beyond what would be left.
 */
function noteStatusDeclaration(kind: NoteKind, today: () => string): StatusMoveDeclaration<NoteRecord> {
  return {
    kind,
    notFoundMessage: NOTE_MESSAGES.notFound(kind),
    staleMessage: NOTE_MESSAGES.stale(kind),
    async lock(db, id) {
      const row = await q.noteRow(db, kind, id, true);
      return row === undefined ? undefined : { status: storedStatus(row.status), version: row.version, date: row.date };
    },
    async setStatus(tx, id, to, userId) {
      await q.setNoteStatus(tx, kind, id, to, userId);
    },
    current: (db, id) => noteRecord(db, kind, id),
    async afterMove(tx, id, from, to, actor) {
      const note = (await q.noteRow(tx, kind, id))!;
      const invoice = await q.invoiceForNote(tx, note.invoice_id, true);
      if (note.cancels_invoice || note.reverses_invoice) throw conflict(NOTE_MESSAGES.cancelsInvoice);
      // The invoice's cancellation credited all that was left with this note counted: undoing the note
      // now would leave a cancelled invoice owing (a credit) or owed (a debit) again.
      if (invoice?.status !== 'Posted') throw conflict(NOTE_MESSAGES.invoiceNotPosted);
      if (kind === 'credit_note') {
        const uses = await q.creditUses(tx, id);
        const named = [
          ...uses.allocations.map((allocation) => invoiceNumberText(allocation.invoice_number)),
          ...uses.refunds.map((refund) => `PAY-ARG-${refund.payment_number}`),
        ];
        if (named.length > 0) throw conflict(NOTE_MESSAGES.creditUsed(named.join(', ')));
      } else if ((await invoiceOpenFils(tx, note.invoice_id)) < 0) {
        // The note already reads Cancelled here: what the invoice owes without it must not fall below nothing.
        throw conflict(NOTE_MESSAGES.debitPaid);
      }
      if (from === 'Posted' && to === 'Cancelled') await reverseNote(tx, kind, id, today(), actor);
    },
  };
}

export function moveNoteStatus(
  db: Db,
  kind: NoteKind,
  request: { id: number; to: 'Created' | 'Approved' | 'Posted' | 'Cancelled'; version: number; codes: OfferedCodes },
  user: { id: number; authority: Authority },
  actor: Actor,
  today: () => string,
): Promise<NoteRecord> {
  return moveDocumentStatus(db, noteStatusDeclaration(kind, today), request, user, actor);
}

/**
 * `credit_note_allocate`: part of a credit note's credit left settles another Posted invoice of its
 * customer, dated today; never more than the credit left nor than the invoice has pending, both read
 * under the note's and the invoice's row locks.
 */
export async function allocateCredit(
  db: Db,
  input: { credit_note_id: number; invoice_id: number; amount: number; version: number },
  actor: Actor,
  today: string,
): Promise<NoteRecord> {
  return db.transaction(async (tx) => {
    const note = await q.noteRow(tx, 'credit_note', input.credit_note_id, true);
    if (note === undefined) throw notFound(NOTE_MESSAGES.notFound('credit_note'));
    await requireVersion(note, input.version, NOTE_MESSAGES.stale('credit_note'), () =>
      noteRecord(tx, 'credit_note', note.id),
    );
    if (note.status !== 'Posted') throw conflict(NOTE_MESSAGES.allocationNotLive);
    const invoice = await q.invoiceForNote(tx, input.invoice_id, true);
    if (invoice === undefined) throw notFound(INVOICE_MESSAGES.notFound);
    if (invoice.customer_id !== note.customer_id || invoice.status !== 'Posted')
      throw badRequest(NOTE_MESSAGES.allocationOtherCustomer, { invoice_id: NOTE_MESSAGES.allocationOtherCustomer });
    await refuseLockedDates(tx, today);
    const left = await q.creditLeft(tx, note.id);
    if (input.amount > left)
      throw badRequest(NOTE_MESSAGES.allocationTooMuch(left), { amount: NOTE_MESSAGES.allocationTooMuch(left) });
    const pending = await invoiceOpenFils(tx, invoice.id);
    if (input.amount > pending)
      throw badRequest(NOTE_MESSAGES.allocationPending(pending), { amount: NOTE_MESSAGES.allocationPending(pending) });
    const id = await q.insertAllocation(tx, {
      creditNoteId: note.id,
      invoiceId: invoice.id,
      date: today,
      amountFils: input.amount,
      userId: actor.userId,
    });
    await q.touchNote(tx, 'credit_note', note.id, actor.userId);
    await recordAudit(tx, actor, {
      action: 'allocate',
      entity: 'credit_note',
      entityId: note.id,
      after: { allocation_id: id, invoice_id: invoice.id, amount_fils: input.amount, date: today },
    });
    await postAllocation(tx, { id, note, invoice, amountFils: input.amount, date: today }, actor);
    return noteRecord(tx, 'credit_note', note.id);
  });
}

/** `{kind}_list`: a page of the notes the filter matches, with the totals of those not cancelled. */
export async function noteList(db: Db, kind: NoteKind, query: z.output<typeof noteListQuery>) {
  const filter: q.NoteFilter = {
    status: query.status,
    customerId: query.customer_id,
    from: query.from,
    to: query.to,
    search: query.search,
    notePrefix: NOTE_PREFIX[kind],
    invoicePrefix: INVOICE_PREFIX,
  };
  const size = CREDIT_NOTE_LIST_PAGE_SIZE;
  const [rows, totals] = await Promise.all([
    q.listNotes(db, kind, filter, size, (query.page - 1) * size),
    q.noteTotals(db, kind, filter),
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

/**
 * What is wrong with a payment's refunds of credit notes (keyed `credit_note_{index}`, numbered as the
 * payment's items): each must be a Posted credit note of the customer the payment pays, and all the
 * parts refunding one may not exceed its credit left (the payment being edited leaves its own out). The
 * notes are locked first, in id order, as allocations lock them, so refunds and allocations of one
 * credit take turns.
 */
export async function creditRefundProblems(
  tx: Executor,
  customerId: number,
  refunds: readonly { index: number; creditNoteId: number; amountFils: number }[],
  exceptPaymentId?: number,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  for (const id of [...new Set(refunds.map((refund) => refund.creditNoteId))].sort((a, b) => a - b)) {
    const note = await q.noteRow(tx, 'credit_note', id, true);
    const parts = refunds.filter((refund) => refund.creditNoteId === id);
    const first = parts[0]!;
    if (note === undefined || note.status !== 'Posted' || note.customer_id !== customerId) {
      problems[`credit_note_${first.index}`] = PAYMENT_MESSAGES.refundNotCustomers(first.index + 1);
      continue;
    }
    const left = await q.creditLeft(tx, id, exceptPaymentId);
    if (parts.reduce((sum, part) => sum + part.amountFils, 0) > left)
      problems[`credit_note_${first.index}`] = PAYMENT_MESSAGES.refundOverCredit(
        first.index + 1,
        noteNumberText('credit_note', note.number),
        formatBD(Math.max(left, 0)),
      );
  }
  return problems;
}

/** A note issued before the books began, written into them as its issue would have: its own entry, dated on it. */
export async function postIssuedNote(tx: Executor, kind: NoteKind, id: number, actor: Actor): Promise<void> {
  const note = (await q.noteRow(tx, kind, id))!;
  const invoice = (await q.invoiceForNote(tx, note.invoice_id, false))!;
  const lines = (await q.noteLines(tx, kind, id)).map((line, index) => ({
    invoiceItemId: line.invoice_item_id,
    position: index + 1,
    kind: line.kind,
    accountId: line.account_id,
    description: line.description,
    quantity: line.quantity,
    vatPercent: line.vat_percent,
    vatableFils: line.vatable_fils,
    vatFils: line.vat_fils,
    totalFils: line.total_fils,
    takesRest: false,
  }));
  await postNote(
    tx,
    kind,
    { ...note, invoice, appliedFils: note.applied_fils, totalFils: note.total_fils, lines },
    actor,
  );
}
