import type { JobDataChanges, JobTableRow } from './job-table.contract';

/** The month's order: by date, then by id. */
export function monthRowOrder(a: Pick<JobTableRow, 'date' | 'id'>, b: Pick<JobTableRow, 'date' | 'id'>): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;
}

/** The month held, with the changes since applied: the rows changed replace their old selves, in order. */
export function withMonthChanges<T extends { job_data: JobTableRow[] }>(held: T, changes: JobDataChanges): T {
  const leaving = new Set([...changes.removed, ...changes.job_data.map((row) => row.id)]);
  const arriving = [...changes.job_data].sort(monthRowOrder);
  const rows: JobTableRow[] = [];
  let next = 0;
  for (const row of held.job_data) {
    if (leaving.has(row.id)) continue;
    while (next < arriving.length && monthRowOrder(arriving[next]!, row) < 0) rows.push(arriving[next++]!);
    rows.push(row);
  }
  rows.push(...arriving.slice(next));
  return { ...held, job_data: rows };
}
