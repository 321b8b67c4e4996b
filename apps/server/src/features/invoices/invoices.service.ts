import { documentTotals, lineAmounts } from '@fleetledger/shared/documents/document-line';
import {
  invoiceNumberText,
  jobLineGroups,
  JOB_LINE_DESCRIPTION,
  TRANSPORTATION_SALES_ACCOUNT,
} from '@fleetledger/shared/invoices/invoice-job-lines';
import { INVOICE_REQUEST_MESSAGES } from '@fleetledger/shared/invoice-requests/invoice-requests.contract';
import { MAX_DOCUMENT_FILS, MONEY_LIMIT_MESSAGES } from '@fleetledger/shared/money-limits';
import type { Executor } from '../../db/client';
import { badRequest, conflict } from '../../http/http-error';
import { recordAudit } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import { claimNumber } from '../../kernel/document-numbers';
import type { InvoicingJob } from '../jobs/job-invoice-status.service';
import * as q from './invoices.queries';
import { refuseLockedDates } from '../../kernel/lock-date';

export const INVOICE_NUMBER_KIND = 'invoice';

/**
 * An invoice for jobs accepted from a request: one zero-rated line on Transportation Sales per group
 * of jobs with equal total, each job's amount taken as it is now. The number is the one accounting
 * gave; the sequence moves on to it when it is ahead.
 */
export async function createInvoiceForJobs(
  tx: Executor,
  input: { number: number; customerId: number; date: string; requestId: number; jobs: readonly InvoicingJob[] },
  actor: Actor,
): Promise<{ id: number; number: number }> {
  await refuseLockedDates(tx, input.date);
  const items: q.NewInvoiceItem[] = jobLineGroups(input.jobs).map((group) => {
    const amounts = lineAmounts({ quantity: group.jobs.length, unitFils: group.unitFils, vatPercent: 0 });
    return {
      kind: 'job',
      accountId: TRANSPORTATION_SALES_ACCOUNT,
      description: JOB_LINE_DESCRIPTION,
      quantity: group.jobs.length,
      unitFils: group.unitFils,
      vatPercent: 0,
      ...amounts,
      crDr: 'cr',
      jobs: group.jobs.map((job) => ({ jobId: job.id, amountFils: job.totalFils })),
    };
  });
  const totals = documentTotals(items);
  // Jobs' totals pass their own limit one by one; together on one invoice they may not.
  if (totals.totalFils > MAX_DOCUMENT_FILS) throw badRequest(MONEY_LIMIT_MESSAGES.document('an invoice'));
  await claimNumber(tx, INVOICE_NUMBER_KIND, input.number);
  const invoice = await q.insertInvoice(tx, {
    number: input.number,
    customerId: input.customerId,
    date: input.date,
    requestId: input.requestId,
    ...totals,
    createdBy: actor.userId,
    updatedBy: actor.userId,
  });
  if (invoice === undefined) throw conflict(INVOICE_REQUEST_MESSAGES.numberUsed(invoiceNumberText(input.number)));
  await q.insertItems(tx, invoice.id, items);
  await recordAudit(tx, actor, {
    action: 'create',
    entity: 'invoice',
    entityId: invoice.id,
    after: { ...invoice, items },
  });
  return { id: invoice.id, number: invoice.number };
}
