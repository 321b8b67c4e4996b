import type { Authority } from '@fleetledger/shared/access';
import { paidDocumentHold, type DocumentStatus } from '@fleetledger/shared/documents/document-status';
import { INVOICE_MESSAGES, type InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import { todayIn } from '@fleetledger/shared/dates';
import type { Db, Executor } from '../../db/client';
import { recordAudit } from '../../audit/audit-log';
import { conflict } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { takeNextNumber } from '../../kernel/document-numbers';
import type { OfferedCodes } from '../../kernel/security-codes';
import { moveDocumentStatus, rowStatusDeclaration } from '../../kernel/status-mover';
import { moveJobsInvoiceStatus, type JobInvoiceStatus } from '../jobs/job-invoice-status.service';
import { receiptsPaying } from '../receipts/receipts.service';
import { requireSellerDetails } from '../settings/settings.service';
import * as records from './invoice-records.queries';
import { creditInvoice, postInvoice, unpostInvoice } from './invoice-ledger.service';
import { invoiceRow } from './invoice-records.service';

export const CREDIT_NOTE_NUMBER_KIND = 'credit_note';

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
    // The receipts' allocations lock this invoice's row too, so none can slip in meanwhile.
    const held = paidDocumentHold(
      from,
      from === 'Posted' ? await receiptsPaying(tx, id) : [],
      INVOICE_MESSAGES.paidByReceipts,
    );
    if (held !== null) throw conflict(held);
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
    if (to === 'Posted') await postInvoice(tx, id, actor);
    else if (from === 'Posted' && to !== 'Cancelled') await unpostInvoice(tx, id, todayIn(companyTz), actor);
    if (to !== 'Cancelled') return;
    await records.releaseJobs(tx, id);
    if (from === 'Posted') await issueCreditNote(tx, id, todayIn(companyTz), actor);
  });
}

/** A Posted invoice is cancelled by a tax credit note for its full amount, with its own number. */
async function issueCreditNote(tx: Executor, invoiceId: number, date: string, actor: Actor) {
  const invoice = await records.lockInvoice(tx, invoiceId);
  const number = await takeNextNumber(tx, CREDIT_NOTE_NUMBER_KIND);
  const note = await records.insertCreditNote(tx, {
    number,
    invoiceId,
    date,
    vatableFils: invoice!.vatableFils,
    vatFils: invoice!.vatFils,
    totalFils: invoice!.totalFils,
    createdBy: actor.userId,
  });
  await recordAudit(tx, actor, { action: 'create', entity: 'credit_note', entityId: note.id, after: note });
  await creditInvoice(tx, invoiceId, note, actor);
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
