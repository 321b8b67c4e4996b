import { describe, expect, it } from 'vitest';
import type { JobTableRow } from './job-table.contract';
import { withMonthChanges } from './month-changes';

const row = (id: number, date: string, description = `Job ${id}`) => ({ id, date, description }) as JobTableRow;
const held = (rows: JobTableRow[]) => ({ success: true as const, job_data: rows, months: [] });
const ids = (answer: { job_data: JobTableRow[] }) => answer.job_data.map((r) => [r.id, r.date, r.description]);

describe('a month held, with the changes since', () => {
  it('puts changed rows in place of their old selves, new ones in date and id order, and drops the removed', () => {
    const month = held([row(1, '2026-11-01'), row(4, '2026-11-02'), row(2, '2026-11-03'), row(9, '2026-11-30')]);
    const changed = withMonthChanges(month, {
      success: true,
      job_data: [row(12, '2026-11-03'), row(2, '2026-11-01', 'Moved to the 1st'), row(13, '2026-12-01')],
      removed: [4],
    });
    expect(ids(changed)).toEqual([
      [1, '2026-11-01', 'Job 1'],
      [2, '2026-11-01', 'Moved to the 1st'],
      [12, '2026-11-03', 'Job 12'],
      [9, '2026-11-30', 'Job 9'],
      [13, '2026-12-01', 'Job 13'],
    ]);
    expect(changed.months).toBe(month.months);
    expect(ids(month)).toHaveLength(4);
  });

  it('keeps an empty month empty and fills one from nothing', () => {
    expect(withMonthChanges(held([]), { success: true, job_data: [], removed: [7] }).job_data).toEqual([]);
    const filled = withMonthChanges(held([]), {
      success: true,
      job_data: [row(3, '2026-11-05'), row(2, '2026-11-05'), row(1, '2026-11-09')],
      removed: [],
    });
    expect(filled.job_data.map((r) => r.id)).toEqual([2, 3, 1]);
  });
});
