import { jobLabel, revenueFils } from '@fleetledger/shared/jobs/jobs.rules';
import type { Executor } from '../../db/client';
import { conflict, notFound } from '../../http/http-error';
import { recordAudits } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import * as q from './job-invoice-status.queries';

/** A job's place on the way to an invoice: null open, then requested, processing, finished. */
export type JobInvoiceStatus = null | 'requested' | 'processing' | 'finished';

export interface InvoicingJob {
  id: number;
  jobNumber: string | null;
  customerId: number | null;
  date: string;
  invoiceStatus: JobInvoiceStatus;
  totalFils: number;
}

// The invoicing features name jobs in their messages as the screens do.
export { jobLabel };

const open = (status: string | null) => (status === null || status === 'pending' ? null : (status as JobInvoiceStatus));

/**
 * The one way jobs move towards and back from an invoice: locks the rows, refuses the whole move
 * when any job is missing or not in one of the `from` states, moves the version on and audits each
 * job. Answers the jobs as they were, with their amounts at this moment.
 */
export async function moveJobsInvoiceStatus(
  tx: Executor,
  ids: readonly number[],
  move: { from: readonly JobInvoiceStatus[]; to: JobInvoiceStatus; notAllowed: (jobs: string) => string },
  actor: Actor,
): Promise<InvoicingJob[]> {
  const rows = await q.lockJobsForInvoicing(tx, ids);
  if (rows.length !== new Set(ids).size) throw notFound('Some of these jobs no longer exist. Reload and try again.');
  const jobs: InvoicingJob[] = rows.map((row) => ({
    id: row.id,
    jobNumber: row.jobNumber,
    customerId: row.customerId,
    date: row.date,
    invoiceStatus: open(row.invoiceStatus),
    totalFils: revenueFils(row),
  }));
  const refused = jobs.filter((job) => !move.from.includes(job.invoiceStatus));
  if (refused.length > 0) throw conflict(move.notAllowed(refused.map(jobLabel).join(', ')));
  await q.setInvoiceStatus(tx, ids, move.to, actor.userId);
  await recordAudits(
    tx,
    actor,
    jobs.map((job) => ({
      action: 'invoice_status',
      entity: 'job',
      entityId: job.id,
      before: { invoiceStatus: job.invoiceStatus },
      after: { invoiceStatus: move.to },
    })),
  );
  return jobs;
}
