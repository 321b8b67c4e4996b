import { monthEnd, monthStart, todayIn } from '@fleetledger/shared/dates';
import {
  INVOICE_REQUEST_MESSAGES,
  type InvoiceRequestAccept,
  type PendingInvoiceRequest,
  type RequestableJob,
} from '@fleetledger/shared/invoice-requests/invoice-requests.contract';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { filsToBd } from '@fleetledger/shared/money';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { recordAudit } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import { peekNextNumber, takeNextNumber } from '../../kernel/document-numbers';
import { createInvoiceForJobs, INVOICE_NUMBER_KIND } from '../invoices/invoices.service';
import { jobLabel, moveJobsInvoiceStatus, type InvoicingJob } from '../jobs/job-invoice-status.service';
import * as q from './invoice-requests.queries';

const REQUEST_NUMBER_KIND = 'invoice_request';

export async function requestableJobs(db: Db, month: string): Promise<RequestableJob[]> {
  const rows = await q.jobsBetween(db, monthStart(month), monthEnd(month));
  return rows.map(({ charge_fils: charge, extra_amount_fils: extra, invoice_status: status, ...row }) => ({
    ...row,
    charge: filsToBd(charge),
    extra_amount: filsToBd(extra),
    invoice_status: (status ?? '') as RequestableJob['invoice_status'],
  }));
}

/**
 * Hands open jobs to accounting: all of them or none. Jobs of different customers become one
 * request per customer, since an invoice is for one customer; asked for one customer's jobs, any
 * job that is not theirs refuses the whole request.
 */
export async function requestInvoices(
  db: Db,
  jobIds: readonly number[],
  actor: Actor,
  companyTz: string,
  customerId?: number,
) {
  return db.transaction(async (tx) => {
    const jobs = await moveJobsInvoiceStatus(
      tx,
      jobIds,
      { from: [null], to: 'requested', notAllowed: INVOICE_REQUEST_MESSAGES.notOpen },
      actor,
    );
    const withoutCustomer = jobs.filter((job) => job.customerId === null);
    if (withoutCustomer.length > 0) {
      throw badRequest(INVOICE_REQUEST_MESSAGES.noCustomer(withoutCustomer.map(jobLabel).join(', ')));
    }
    const notTheirs = jobs.filter((job) => customerId !== undefined && job.customerId !== customerId);
    if (notTheirs.length > 0) {
      throw conflict(INVOICE_REQUEST_MESSAGES.notThisCustomer(notTheirs.map(jobLabel).join(', ')));
    }
    const byCustomer = new Map<number, InvoicingJob[]>();
    for (const job of jobs) byCustomer.set(job.customerId!, [...(byCustomer.get(job.customerId!) ?? []), job]);
    const requestNumbers: number[] = [];
    for (const [customerId, customerJobs] of byCustomer) {
      const requestNumber = await takeNextNumber(tx, REQUEST_NUMBER_KIND);
      const ids = customerJobs.map((job) => job.id);
      const id = await q.insertRequest(
        tx,
        { requestNumber, customerId, requestedDate: todayIn(companyTz), createdBy: actor.userId },
        ids,
      );
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'invoice_request',
        entityId: id,
        after: { requestNumber, customerId, jobIds: ids },
      });
      requestNumbers.push(requestNumber);
    }
    return {
      message: INVOICE_REQUEST_MESSAGES.submitted(jobs.length, requestNumbers.length),
      request_numbers: requestNumbers,
    };
  });
}

export async function pendingRequests(
  db: Db,
): Promise<{ requests: PendingInvoiceRequest[]; next_invoice_number: number }> {
  const rows = await q.pendingRequestJobs(db);
  const requests = new Map<number, PendingInvoiceRequest>();
  for (const row of rows) {
    let request = requests.get(row.requestNumber);
    if (request === undefined) {
      request = {
        request_number: row.requestNumber,
        requested_date: row.requestedDate,
        customer: { id: row.customerId, name: row.customerName },
        job_details: [],
      };
      requests.set(row.requestNumber, request);
    }
    request.job_details.push({
      id: row.jobId,
      date: row.date,
      job_number: row.jobNumber,
      container: row.container,
      description: row.description,
      charge: filsToBd(row.chargeFils),
      extra_amount: filsToBd(row.extraAmountFils),
      customer: { name: row.customerName },
      driver: { name: row.driverName },
      truck: { number: row.truckNumber },
    });
  }
  return { requests: [...requests.values()], next_invoice_number: await peekNextNumber(db, INVOICE_NUMBER_KIND) };
}

/**
 * Turns the chosen jobs of a pending request into an invoice in status Created (the jobs become
 * processing); the request's other jobs are open again.
 */
export async function acceptRequest(db: Db, input: InvoiceRequestAccept, actor: Actor) {
  return db.transaction(async (tx) => {
    const request = await q.lockPendingRequest(tx, input.request_number);
    if (request === undefined || request.customerId === null) throw notFound(INVOICE_REQUEST_MESSAGES.requestNotFound);
    const onRequest = await q.requestJobIds(tx, request.id);
    if (input.job_ids.some((id) => !onRequest.includes(id))) {
      throw badRequest(INVOICE_REQUEST_MESSAGES.jobsNotOnRequest, {
        job_ids: INVOICE_REQUEST_MESSAGES.jobsNotOnRequest,
      });
    }
    const notChosen = onRequest.filter((id) => !input.job_ids.includes(id));
    const move = { from: ['requested'] as const, notAllowed: INVOICE_REQUEST_MESSAGES.notOpen };
    const chosen = await moveJobsInvoiceStatus(tx, input.job_ids, { ...move, to: 'processing' }, actor);
    const movedAway = chosen.filter((job) => job.customerId !== request.customerId);
    if (movedAway.length > 0) {
      throw conflict(`${movedAway.map(jobLabel).join(', ')} now belong to another customer. Request them again.`);
    }
    await moveJobsInvoiceStatus(tx, notChosen, { ...move, to: null }, actor);
    const invoice = await createInvoiceForJobs(
      tx,
      {
        number: input.invoice_number,
        customerId: request.customerId,
        date: input.date,
        requestId: request.id,
        jobs: chosen,
      },
      actor,
    );
    await q.markAccepted(tx, request.id, invoice.id);
    return {
      message: INVOICE_REQUEST_MESSAGES.accepted(invoiceNumberText(invoice.number)),
      invoice_number: invoice.number,
    };
  });
}
