import { describe, expect, it } from 'vitest';
import { jobRow, LOOKUPS } from '../testing/job-table-fixtures';
import { emptyGridState, gridReducer, type GridState } from './grid-state';

const NOV = '2026-11';

function loaded(rows = [jobRow({ id: 5 }), jobRow({ id: 6, job: 'J101' })]): GridState {
  return gridReducer(emptyGridState(NOV, '2026-11-01'), {
    type: 'load',
    month: NOV,
    rows,
    lookups: LOOKUPS,
    newRowDate: '2026-11-01',
  });
}

function refresh(state: GridState, rows: ReturnType<typeof jobRow>[], month = NOV): GridState {
  return gridReducer(state, { type: 'refresh', month, rows, lookups: LOOKUPS, newRowDate: `${month}-01` });
}

const text = (value: string) => ({ kind: 'text', text: value }) as const;
const keys = (state: GridState) => state.rows.map((row) => row.key);
const row = (state: GridState, key: string) => state.rows.find((candidate) => candidate.key === key)!;

describe('the month read again', () => {
  it('keeps an unchanged row as the same object, so nothing redraws for it', () => {
    const state = loaded();
    const again = refresh(state, [jobRow({ id: 5 }), jobRow({ id: 6, job: 'J101' })]);
    expect(row(again, 'job-5')).toBe(row(state, 'job-5'));
    expect(row(again, 'job-6')).toBe(row(state, 'job-6'));
  });

  it("takes someone else's change, addition and deletion of rows nobody is editing here", () => {
    const again = refresh(loaded(), [
      jobRow({ id: 5, description: 'Theirs', version: 2 }),
      jobRow({ id: 7, job: 'J102' }),
    ]);
    expect(keys(again)).toEqual(['job-5', 'job-7', 'new-1']);
    expect(row(again, 'job-5')).toMatchObject({ edited: false, saved: { description: 'Theirs', version: 2 } });
    expect(row(again, 'job-5').draft.description).toBe('Theirs');
  });

  it('takes an attachment added elsewhere, though the version stays', () => {
    const attachment = [{ id: 3, name: 'POD', url: '/api/transportation/drive/attachment.php?id=3' }];
    const again = refresh(loaded(), [jobRow({ id: 5, attachment }), jobRow({ id: 6, job: 'J101' })]);
    expect(row(again, 'job-5').saved!.attachment).toEqual(attachment);
  });

  it('never overwrites a row being edited, and keeps it while someone else deleted it', () => {
    const editing = gridReducer(loaded(), { type: 'edit', key: 'job-6', column: 'description', edit: text('Mine') });
    const again = refresh(editing, [jobRow({ id: 5 }), jobRow({ id: 6, description: 'Theirs', version: 2 })]);
    expect(row(again, 'job-6')).toBe(row(editing, 'job-6'));
    expect(row(again, 'job-6').draft.description).toBe('Mine');
    expect(row(again, 'job-6').saved!.version).toBe(1);

    const deleted = refresh(editing, [jobRow({ id: 5 })]);
    expect(keys(deleted)).toEqual(['job-5', 'job-6', 'new-1']);
  });

  it('keeps new rows typed here last, and a saved new row under its own key', () => {
    const typed = gridReducer(loaded(), { type: 'edit', key: 'new-1', column: 'description', edit: text('Typed') });
    const saved = gridReducer(typed, {
      type: 'saved',
      saved: [{ key: 'new-1', row: jobRow({ id: 9, description: 'Typed' }) }],
    });
    const again = refresh(saved, [
      jobRow({ id: 5 }),
      jobRow({ id: 6, job: 'J101' }),
      jobRow({ id: 8, job: 'J108' }),
      jobRow({ id: 9, description: 'Typed' }),
    ]);
    expect(keys(again)).toEqual(['job-5', 'job-6', 'job-8', 'new-1', 'new-2']);
    const pending = gridReducer(again, { type: 'edit', key: 'new-2', column: 'description', edit: text('Half typed') });
    const later = refresh(pending, [jobRow({ id: 5 })]);
    expect(keys(later)).toEqual(['job-5', 'new-2', 'new-3']);
    expect(row(later, 'new-2').draft.description).toBe('Half typed');
  });

  it('loads afresh when the answer is for another month', () => {
    const editing = gridReducer(loaded(), { type: 'edit', key: 'job-6', column: 'description', edit: text('Mine') });
    const december = refresh(editing, [jobRow({ id: 40, date: '2026-12-02' })], '2026-12');
    expect(december.month).toBe('2026-12');
    expect(keys(december)).toEqual(['job-40', 'new-1']);
  });
});
