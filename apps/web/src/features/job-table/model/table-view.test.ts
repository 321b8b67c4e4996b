import { describe, expect, it } from 'vitest';
import { jobRow } from '../testing/job-table-fixtures';
import { newRow, rowFromServer } from './grid-row';
import { jobCountText, visibleRows } from './table-view';

const rows = [
  rowFromServer(jobRow({ id: 1, job: 'J10', driver: 'Zaid', related_note: 'Call Ahmed first' })),
  rowFromServer(jobRow({ id: 2, job: 'J9', driver: null, taxi_name: 'Blue Cab' })),
  rowFromServer(jobRow({ id: 3, job: 'J100', driver: 'ali' })),
  newRow('new-1', '2026-11-01'),
];
const ids = (list: ReturnType<typeof visibleRows>) => list.map((row) => row.saved?.id ?? row.key);

describe('search and sort', () => {
  it('finds a substring in any searched field, ignoring case, and keeps new rows', () => {
    expect(ids(visibleRows(rows, 'ahmed', null))).toEqual([1, 'new-1']);
    expect(ids(visibleRows(rows, 'BLUE', null))).toEqual([2, 'new-1']);
  });

  it('sorts job numbers naturally, both ways, with empty cells last', () => {
    expect(ids(visibleRows(rows, '', { column: 'job', direction: 'asc' }))).toEqual([2, 1, 3, 'new-1']);
    expect(ids(visibleRows(rows, '', { column: 'job', direction: 'desc' }))).toEqual([3, 1, 2, 'new-1']);
    expect(ids(visibleRows(rows, '', { column: 'driver', direction: 'desc' }))).toEqual([1, 3, 2, 'new-1']);
  });
});

describe('the job count under the grid', () => {
  it('counts every job, or how many of them a search shows', () => {
    expect(jobCountText(3, 3, '')).toBe('3 jobs');
    expect(jobCountText(1, 1, '  ')).toBe('1 job');
    expect(jobCountText(23, 176, 'pearl')).toBe('23 of 176 jobs');
    expect(jobCountText(0, 176, 'zzz')).toBe('0 of 176 jobs');
  });
});
