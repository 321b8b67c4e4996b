import type { RequestableJob } from '@fleetledger/shared/invoice-requests/invoice-requests.contract';
import { bdToFils } from '@fleetledger/shared/money';

/** Only open jobs can be requested; requested, processing and finished ones show as Invoiced. */
export function isSelectable(job: RequestableJob): boolean {
  return job.invoice_status === '' || job.invoice_status === 'pending';
}

export function statusLabel(job: RequestableJob): string {
  return isSelectable(job) ? 'Pending' : 'Invoiced';
}

export interface RequestFilter {
  customerId: number | null;
  pendingOnly: boolean;
}

export function filteredJobs(jobs: readonly RequestableJob[], filter: RequestFilter): RequestableJob[] {
  return jobs.filter(
    (job) =>
      (filter.customerId === null || job.customer_id === filter.customerId) &&
      (!filter.pendingOnly || isSelectable(job)),
  );
}

export function jobTotalFils(job: RequestableJob): number {
  return bdToFils(job.charge) + bdToFils(job.extra_amount);
}

/** The four figures above the table: of the jobs shown, and the amount of those chosen. */
export function requestSummary(shown: readonly RequestableJob[], selected: ReadonlySet<number>) {
  const chosen = shown.filter((job) => selected.has(job.id));
  return {
    total: shown.length,
    selectable: shown.filter(isSelectable).length,
    selected: chosen.length,
    amountFils: chosen.reduce((sum, job) => sum + jobTotalFils(job), 0),
  };
}
