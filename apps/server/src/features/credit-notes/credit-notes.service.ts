import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import type { Authority } from '@fleetledger/shared/access';
import {
  NOTE_MESSAGES,
  type NoteGenerateInput,
  type NoteRecord,
} from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { noteTotals, type NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import { checkNoteLines } from '@fleetledger/shared/credit-notes/note-request';
import { storedStatus } from '../../kernel/document-row';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { INVOICE_MESSAGES } from '@fleetledger/shared/invoices/invoices.contract';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { takeNextNumber } from '../../kernel/document-numbers';
import { refuseLockedDates } from '../../kernel/lock-date';
import type { OfferedCodes } from '../../kernel/security-codes';
import { moveDocumentStatus, type StatusMoveDeclaration } from '../../kernel/status-mover';
import { invoiceOpenFils, invoiceUnpaidFils } from '../receipts/receipts.service';
import * as q from './credit-notes.queries';
import * as credit from './credit-uses.queries';
import * as records from './note-records.queries';
import { postNote, reverseNote } from './note-ledger.service';
import { noteLineOf, noteLinesFor, refuseCreditBeyondInvoice, refuseInactiveAccounts } from './note-lines.service';
import { linesLeft, noteRecord } from './note-records.service';

/*
 * Tax credit and debit notes (docs/architecture.md, "Credit and debit notes"): issued Posted against a
 * Posted invoice, each line correcting one invoice line at its rate, under the invoice's row lock so two
 * notes on one line take turns and never take more than is left of it.
 */

type NoteLine = q.NoteLineValues;

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
    await refuseInactiveAccounts(tx, lines);
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
      const row = await records.noteRow(db, kind, id, true);
      return row === undefined ? undefined : { status: storedStatus(row.status), version: row.version, date: row.date };
    },
    async setStatus(tx, id, to, userId) {
      await q.setNoteStatus(tx, kind, id, to, userId);
    },
    current: (db, id) => noteRecord(db, kind, id),
    async afterMove(tx, id, from, to, actor) {
      const note = (await records.noteRow(tx, kind, id))!;
      const invoice = await q.invoiceForNote(tx, note.invoice_id, true);
      if (note.cancels_invoice || note.reverses_invoice) throw conflict(NOTE_MESSAGES.cancelsInvoice);
      // The invoice's cancellation credited all that was left with this note counted: undoing the note
      // now would leave a cancelled invoice owing (a credit) or owed (a debit) again.
      if (invoice?.status !== 'Posted') throw conflict(NOTE_MESSAGES.invoiceNotPosted);
      if (kind === 'credit_note') {
        const uses = await credit.creditUses(tx, id);
        const named = [
          ...uses.allocations.map((allocation) => invoiceNumberText(allocation.invoice_number)),
          ...uses.refunds.map((refund) => paymentNumberText(refund.payment_number)),
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
