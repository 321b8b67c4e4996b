import { describe, expect, it } from 'vitest';
import { PROFIT } from '../testing/profit-answer';
import { DEFAULT_PROFIT_SORT, nextProfitSort, profitView, sortProfitRows } from './profit-view';
import { viewHeaders } from '../../../testing/tables';

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('nextProfitSort', () => {
  it('sorts by a new column (names A→Z, figures highest first) and reverses on a second click', () => {
    const byRevenue = nextProfitSort(DEFAULT_PROFIT_SORT, 'revenue');
    expect(byRevenue).toEqual({ column: 'revenue', direction: 'descending' });
    expect(nextProfitSort(byRevenue, 'revenue')).toEqual({ column: 'revenue', direction: 'ascending' });
    expect(nextProfitSort(byRevenue, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextProfitSort(DEFAULT_PROFIT_SORT, 'profit')).toEqual({ column: 'profit', direction: 'ascending' });
  });
});

describe('sortProfitRows', () => {
  it('orders by the figure, losses last when highest first', () => {
    expect(names(sortProfitRows(PROFIT.rows, { column: 'profit', direction: 'descending' }))).toEqual([
      'BH-9000',
      'BH-10231',
      'BH-10452',
    ]);
    expect(names(sortProfitRows(PROFIT.rows, { column: 'profit', direction: 'ascending' }))).toEqual([
      'BH-10452',
      'BH-10231',
      'BH-9000',
    ]);
    expect(names(sortProfitRows(PROFIT.rows, { column: 'expenses', direction: 'descending' }))).toEqual([
      'BH-10452',
      'BH-10231',
      'BH-9000',
    ]);
  });

  it('orders names as people read numbers in them, and breaks ties by name', () => {
    expect(names(sortProfitRows(PROFIT.rows, { column: 'name', direction: 'ascending' }))).toEqual([
      'BH-9000',
      'BH-10231',
      'BH-10452',
    ]);
    const tied = PROFIT.rows.map((row) => ({ ...row, purchases: 0 }));
    expect(names(sortProfitRows(tied, { column: 'purchases', direction: 'descending' }))).toEqual([
      'BH-9000',
      'BH-10231',
      'BH-10452',
    ]);
  });

  it('leaves the answer as it was', () => {
    const rows = [...PROFIT.rows];
    sortProfitRows(rows, { column: 'profit', direction: 'ascending' });
    expect(rows).toEqual(PROFIT.rows);
  });
});

describe('profitView', () => {
  it('names the first column after the subject and colours profit as a gain or a loss', () => {
    const view = profitView({ ...PROFIT, by: 'driver' }, DEFAULT_PROFIT_SORT);
    expect(view.title).toBe('Profit by Driver');
    expect(viewHeaders(view)).toEqual(['Driver', 'Revenue', 'Expenses', 'Purchases', 'Profit']);
    expect(view.rows.at(-2)?.cells[4]).toEqual({ kind: 'money', fils: -60_000, signed: true });
    expect(view.totals?.cells[4]).toEqual({ kind: 'money', fils: 863_000, signed: true });
  });

  it("lists what no truck carried last, in any order, so the total is the books' net profit", () => {
    for (const sort of [DEFAULT_PROFIT_SORT, { column: 'profit', direction: 'ascending' } as const]) {
      const view = profitView(PROFIT, sort);
      expect(view.rows.at(-1)?.cells).toEqual([
        { kind: 'text', text: 'Not tied to a truck' },
        { kind: 'money', fils: 25_000 },
        { kind: 'money', fils: 102_000 },
        { kind: 'money', fils: 0 },
        { kind: 'money', fils: -77_000, signed: true },
      ]);
    }
    const nothingElse = { revenue: 0, expenses: 0, purchases: 0, profit: 0 };
    expect(profitView({ ...PROFIT, unassigned: nothingElse }, DEFAULT_PROFIT_SORT).rows).toHaveLength(3);
  });
});
