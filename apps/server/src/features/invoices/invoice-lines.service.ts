import type { z } from 'zod';
import { invoiceLines, type InvoiceLine } from '@fleetledger/shared/invoices/invoice-lines';
import { INVOICE_MESSAGES, type invoiceItemPayload } from '@fleetledger/shared/invoices/invoices.contract';
import { lineAccountRefusal } from '@fleetledger/shared/ledger/account-use';
import type { Executor } from '../../db/client';
import { badRequest } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { jobLabel, moveJobsInvoiceStatus, type InvoicingJob } from '../jobs/job-invoice-status.service';
import { missingReferences, postingAccounts } from '../masterdata/masterdata.service';

/** The line rules, with every numbered message at once; answers the checked lines. */
export async function checkedLines(
  tx: Executor,
  customerId: number,
  items: readonly z.output<typeof invoiceItemPayload>[],
): Promise<InvoiceLine[]> {
  const { lines, problems } = invoiceLines(items);
  const missing = await missingReferences(tx, { customers: [customerId] });
  const chart = await postingAccounts(
    tx,
    lines.map((line) => line.accountId),
  );
  if (missing.customers.size > 0) problems.customer_id = INVOICE_MESSAGES.customerRequired;
  lines.forEach((line, index) => {
    const account = chart.get(line.accountId);
    const refusal =
      account === undefined
        ? INVOICE_MESSAGES.accountUnknown(index + 1)
        : lineAccountRefusal(`line ${index + 1}`, account);
    if (refusal !== null) problems[`items.${index}.account_id`] = refusal;
  });
  const jobIds = lines.flatMap((line) => line.jobIds);
  const twice = jobIds.filter((id, index) => jobIds.indexOf(id) !== index);
  if (twice.length > 0) problems.items = INVOICE_MESSAGES.jobTwice([...new Set(twice)].join(', '));
  if (Object.keys(problems).length > 0) throw badRequest(Object.values(problems)[0]!, problems);
  return lines;
}

/**
 * Puts jobs on the invoice (they become processing): each must be open, the customer's, and total
 * exactly its line's unit amount, and a job line's quantity is its number of jobs.
 */
export async function takeJobs(
  tx: Executor,
  customerId: number,
  lines: readonly InvoiceLine[],
  jobIds: readonly number[],
  actor: Actor,
): Promise<Map<number, InvoicingJob>> {
  const jobs = await moveJobsInvoiceStatus(
    tx,
    jobIds,
    { from: [null], to: 'processing', notAllowed: INVOICE_MESSAGES.jobUsed },
    actor,
  );
  const byId = new Map(jobs.map((job) => [job.id, job]));
  const foreign = jobs.filter((job) => job.customerId !== customerId);
  if (foreign.length > 0) throw badRequest(INVOICE_MESSAGES.jobNotCustomers(foreign.map(jobLabel).join(', ')));
  lines.forEach((line, index) => {
    if (line.jobIds.length === 0) return;
    const taken = line.jobIds.map((id) => byId.get(id)).filter((job) => job !== undefined);
    if (line.quantity !== line.jobIds.length || taken.some((job) => job.totalFils !== line.unitFils)) {
      const message = INVOICE_MESSAGES.jobsMustMatch(index + 1);
      throw badRequest(message, { [`items.${index}.job_id`]: message });
    }
  });
  return byId;
}
