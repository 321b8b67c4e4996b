import type { Authority } from '@fleetledger/shared/access';
import { paidDocumentHold, type DocumentStatus } from '@fleetledger/shared/documents/document-status';
import { INVOICE_MESSAGES, type InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import { todayIn } from '@fleetledger/shared/dates';
import type { Db } from '../../db/client';
import { conflict } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import type { OfferedCodes } from '../../kernel/security-codes';
import { moveDocumentStatus, rowStatusDeclaration } from '../../kernel/status-mover';
import { moveJobsInvoiceStatus, type JobInvoiceStatus } from '../jobs/job-invoice-status.service';
import { issueCancellationNote } from '../credit-notes/credit-notes.service';
import { notesHoldingInvoice } from '../credit-notes/note-records.service';
import { receiptsPaying } from '../receipts/receipts.service';
import { requireSellerDetails } from '../settings/settings.service';
import * as records from './invoice-records.queries';
import { postInvoice, unpostInvoice } from './invoice-ledger.service';
import { invoiceRow } from './invoice-records.service';

/** Where an invoice's jobs stand for each of its statuses. */
const JOBS_WHEN: Record<DocumentStatus, JobInvoiceStatus> = {
  Created: 'processing',
  Approved: 'processing',
  Posted: 'finished',
  Cancelled: null,
};

function invoiceStatusDeclaration(companyTz: string) {
  return rowStatusDeclaration(invoiceRow, async (tx, id, from, to, actor) => {
    // Posting issues the tax invoice; cancelling a posted one issues its credit note.
    if (to === 'Posted' || (from === 'Posted' && to === 'Cancelled')) await requireSellerDetails(tx);
    // The receipts' allocations and the notes lock this invoice's row too, so none can slip in meanwhile.
    const held = paidDocumentHold(
      from,
      from === 'Posted' ? await receiptsPaying(tx, id) : [],
      INVOICE_MESSAGES.paidByReceipts,
    );
    if (held !== null) throw conflict(held);
    // Cancelling credits what the notes left; any other way out of Posted would strand them.
    const notes = from === 'Posted' && to !== 'Cancelled' ? await notesHoldingInvoice(tx, id) : [];
    if (notes.length > 0) throw conflict(INVOICE_MESSAGES.heldByNotes(notes.join(', ')));
    const jobIds = JOBS_WHEN[from] === JOBS_WHEN[to] ? [] : await records.jobIdsOf(tx, id);
    await moveJobsInvoiceStatus(
      tx,
      jobIds,
      {
        from: [JOBS_WHEN[from]],
        to: JOBS_WHEN[to],
        notAllowed: (jobs) => `These jobs are not where the invoice left them: ${jobs}`,
      },
      actor,
    );
    // A cancelled invoice keeps its posting: the credit note that cancels it is the correcting document.
    if (to === 'Posted') await postInvoice(tx, id, actor);
    else if (from === 'Posted' && to !== 'Cancelled') await unpostInvoice(tx, id, todayIn(companyTz), actor);
    if (to !== 'Cancelled') return;
    await records.releaseJobs(tx, id);
    // A Posted invoice is cancelled by a tax credit note for all that is left of it, with its own number.
    if (from === 'Posted') await issueCancellationNote(tx, id, todayIn(companyTz), actor);
  });
}

export async function moveInvoiceStatus(
  db: Db,
  request: { id: number; to: DocumentStatus; version: number; codes: OfferedCodes },
  user: { id: number; authority: Authority },
  actor: Actor,
  companyTz: string,
): Promise<InvoiceRecord> {
  return moveDocumentStatus(db, invoiceStatusDeclaration(companyTz), request, user, actor);
}
