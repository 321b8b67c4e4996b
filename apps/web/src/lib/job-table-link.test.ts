import { describe, expect, it } from 'vitest';
import { jobTableLink } from './job-table-link';

describe('jobTableLink', () => {
  it("opens the job's month with the job picked out", () => {
    expect(jobTableLink({ id: 4821, date: '2026-03-07' })).toBe('/job-table?month=2026-03&job=4821');
    expect(jobTableLink({ id: 9, date: '2025-12-31' })).toBe('/job-table?month=2025-12&job=9');
  });
});
