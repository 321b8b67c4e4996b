import { describe, expect, it } from 'vitest';
import type { PendingJob } from '@fleetledger/shared/lookups/lookups.contract';
import { NO_OPEN_JOB_FILTER, openJobsMatching } from './open-job-filter';

const job = (id: number, date: string, patch: Partial<PendingJob> = {}): PendingJob => ({
  id,
  job_number: `J-${id}`,
  container: null,
  description: 'Port to Sitra',
  date,
  care_of: null,
  total_amount: 45,
  ...patch,
});

const jobs = [
  job(1, '2025-12-03', { container: 'MSCU1234565' }),
  job(2, '2026-01-15', { container: 'BL-77812', description: 'Cold store to Hidd' }),
  job(3, '2026-02-28', { care_of: 'Gulf Agency' }),
];
const ids = (found: PendingJob[]) => found.map((j) => j.id);

describe('the open-jobs filter', () => {
  it('offers every job without a filter', () => {
    expect(ids(openJobsMatching(jobs, NO_OPEN_JOB_FILTER))).toEqual([1, 2, 3]);
  });

  it('finds by job number, container or BL, description and care of, any case, every word', () => {
    const find = (search: string) => ids(openJobsMatching(jobs, { ...NO_OPEN_JOB_FILTER, search }));
    expect(find('j-3')).toEqual([3]);
    expect(find('mscu')).toEqual([1]);
    expect(find('bl-778')).toEqual([2]);
    expect(find('  COLD   hidd ')).toEqual([2]);
    expect(find('gulf agency')).toEqual([3]);
    expect(find('sitra hidd')).toEqual([]);
  });

  it('keeps the days of From and To themselves, and either bound alone', () => {
    expect(ids(openJobsMatching(jobs, { search: '', from: '2026-01-15', to: '2026-02-28' }))).toEqual([2, 3]);
    expect(ids(openJobsMatching(jobs, { search: '', from: '', to: '2026-01-14' }))).toEqual([1]);
    expect(ids(openJobsMatching(jobs, { search: 'j-', from: '2026-02-01', to: '' }))).toEqual([3]);
  });
});
