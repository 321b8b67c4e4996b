/**
 * Links into the job table from other screens: `/job-table?month=YYYY-MM&job=ID` opens the month
 * of a job with that job's row picked out. The job table reads these parameters.
 */
export const JOB_TABLE_MONTH_PARAM = 'month';
export const JOB_TABLE_JOB_PARAM = 'job';

/** The job table at the month of a job dated `date` (YYYY-MM-DD), with that job picked out. */
export function jobTableLink(job: { id: number; date: string }): string {
  const params = new URLSearchParams({
    [JOB_TABLE_MONTH_PARAM]: job.date.slice(0, 7),
    [JOB_TABLE_JOB_PARAM]: String(job.id),
  });
  return `/job-table?${params.toString()}`;
}
