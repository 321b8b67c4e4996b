import type { PendingJob } from '@fleetledger/shared/lookups/lookups.contract';

/** What the open-jobs picker narrows the customer's jobs by; dates YYYY-MM-DD, '' for no bound. */
export interface OpenJobFilter {
  search: string;
  from: string;
  to: string;
}

export const NO_OPEN_JOB_FILTER: OpenJobFilter = { search: '', from: '', to: '' };

/**
 * The jobs dated within From–To (both days included) whose job number, container or BL reference,
 * description or care of holds every word typed, in any case and any order.
 */
export function openJobsMatching(jobs: readonly PendingJob[], filter: OpenJobFilter): PendingJob[] {
  const words = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  return jobs.filter((job) => {
    if ((filter.from !== '' && job.date < filter.from) || (filter.to !== '' && job.date > filter.to)) return false;
    const text = [job.job_number, job.container, job.description, job.care_of].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
