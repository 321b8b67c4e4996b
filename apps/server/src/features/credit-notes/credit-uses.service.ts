import { NOTE_MESSAGES, noteNumberText, type NoteRecord } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { INVOICE_MESSAGES } from '@fleetledger/shared/invoices/invoices.contract';
import { formatBD } from '@fleetledger/shared/money';
import { PAYMENT_MESSAGES } from '@fleetledger/shared/payments/payments.contract';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { refuseLockedDates } from '../../kernel/lock-date';
import { requireVersion } from '../../kernel/stale-edit';
import { invoiceOpenFils } from '../receipts/receipts.service';
import * as q from './credit-notes.queries';
import * as credit from './credit-uses.queries';
import * as records from './note-records.queries';
import { postAllocation } from './note-ledger.service';
import { noteRecord } from './note-records.service';

/*
 * Where a credit note's credit left goes: allocated to another invoice of its customer, or refunded by a payment.
 */

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
    const note = await records.noteRow(tx, 'credit_note', input.credit_note_id, true);
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
    const left = await credit.creditLeft(tx, note.id);
    if (input.amount > left)
      throw badRequest(NOTE_MESSAGES.allocationTooMuch(left), { amount: NOTE_MESSAGES.allocationTooMuch(left) });
    const pending = await invoiceOpenFils(tx, invoice.id);
    if (input.amount > pending)
      throw badRequest(NOTE_MESSAGES.allocationPending(pending), { amount: NOTE_MESSAGES.allocationPending(pending) });
    const id = await credit.insertAllocation(tx, {
      creditNoteId: note.id,
      invoiceId: invoice.id,
      date: today,
      amountFils: input.amount,
      userId: actor.userId,
    });
    await credit.touchNote(tx, 'credit_note', note.id, actor.userId);
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
    const note = await records.noteRow(tx, 'credit_note', id, true);
    const parts = refunds.filter((refund) => refund.creditNoteId === id);
    const first = parts[0]!;
    if (note === undefined || note.status !== 'Posted' || note.customer_id !== customerId) {
      problems[`credit_note_${first.index}`] = PAYMENT_MESSAGES.refundNotCustomers(first.index + 1);
      continue;
    }
    const left = await credit.creditLeft(tx, id, exceptPaymentId);
    if (parts.reduce((sum, part) => sum + part.amountFils, 0) > left)
      problems[`credit_note_${first.index}`] = PAYMENT_MESSAGES.refundOverCredit(
        first.index + 1,
        noteNumberText('credit_note', note.number),
        formatBD(Math.max(left, 0)),
      );
  }
  return problems;
}
