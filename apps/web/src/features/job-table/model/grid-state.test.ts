import { describe, expect, it } from 'vitest';
import { jobRow, LOOKUPS } from '../testing/job-table-fixtures';
import { emptyGridState, gridReducer, pendingRows, type GridState } from './grid-state';
import { pastedRows } from './paste-rows';

function loaded(rows = [jobRow()]): GridState {
  return gridReducer(emptyGridState('2026-11', '2026-11-01'), {
    type: 'load',
    month: '2026-11',
    rows,
    lookups: LOOKUPS,
    newRowDate: '2026-11-01',
  });
}

const text = (value: string) => ({ kind: 'text', text: value }) as const;

describe('the grid state', () => {
  it('always keeps one blank row last', () => {
    const state = loaded();
    expect(state.rows.map((row) => row.key)).toEqual(['job-5', 'new-1']);
    const typed = gridReducer(state, { type: 'edit', key: 'new-1', column: 'description', edit: text('x') });
    expect(typed.rows.map((row) => row.key)).toEqual(['job-5', 'new-1', 'new-2']);
  });

  it("replaces a saved row with the server's row, unedited, keeping its key", () => {
    const typed = gridReducer(loaded(), { type: 'edit', key: 'new-1', column: 'description', edit: text('x') });
    const saved = gridReducer(typed, {
      type: 'saved',
      saved: [{ key: 'new-1', row: jobRow({ id: 9, description: 'x' }) }],
    });
    const row = saved.rows.find((candidate) => candidate.key === 'new-1')!;
    expect(row).toMatchObject({ edited: false, saved: { id: 9 } });
    expect(saved.rows.at(-1)!.saved).toBeNull();
  });

  it('lists edited rows and filled new rows as pending, never the blank one', () => {
    const state = gridReducer(loaded(), { type: 'edit', key: 'job-5', column: 'job', edit: text('J9') });
    expect(pendingRows(state).map((row) => row.key)).toEqual(['job-5']);
  });

  it('keeps the user\'s values on "Keep mine" and takes the newer version for the next save', () => {
    const edited = gridReducer(loaded(), { type: 'edit', key: 'job-5', column: 'description', edit: text('mine') });
    const conflicted = gridReducer(edited, {
      type: 'conflict',
      key: 'job-5',
      conflict: { current: jobRow({ version: 2, description: 'theirs' }), message: 'changed' },
    });
    const mine = gridReducer(conflicted, { type: 'keepMine', key: 'job-5' }).rows[0]!;
    expect(mine).toMatchObject({ conflict: null, edited: true, saved: { version: 2 }, draft: { description: 'mine' } });
    const theirs = gridReducer(conflicted, { type: 'takeTheirs', key: 'job-5' }).rows[0]!;
    expect(theirs).toMatchObject({ conflict: null, edited: false, draft: { description: 'theirs' } });
  });

  it('fills pasted lines into new rows from the blank row at the end', () => {
    const rows = pastedRows([['a'], ['b'], ['c']], 'description', LOOKUPS, '2026-11', '2026-11-01');
    const state = gridReducer(loaded(), { type: 'paste', startKey: 'job-5', rows });
    expect(state.rows.map((row) => row.draft.description)).toEqual(['Port to Sitra', 'a', 'b', 'c', '']);
    expect(state.rows.slice(1, 4).every((row) => row.edited)).toBe(true);
    expect(state.pasted).toEqual(state.rows.slice(1, 4).map((row) => row.key));
  });

  it('keeps the pasted rows picked out until each is saved', () => {
    const rows = pastedRows([['a'], ['b']], 'description', LOOKUPS, '2026-11', '2026-11-01');
    const pasted = gridReducer(loaded(), { type: 'paste', startKey: null, rows });
    const [first, second] = pasted.pasted;
    const saved = gridReducer(pasted, {
      type: 'saved',
      saved: [{ key: first!, row: { ...loaded().rows[0]!.saved!, id: 77, description: 'a' } }],
    });
    expect(saved.pasted).toEqual([second]);
  });

  it('adds a customer to the lookups once', () => {
    const once = gridReducer(loaded(), { type: 'addCustomer', id: 3, name: 'Sitra Co' });
    expect(gridReducer(once, { type: 'addCustomer', id: 3, name: 'Sitra Co' }).lookups.customers).toHaveLength(3);
  });
});
