import type { KeyboardEvent } from 'react';
import { COLUMN_BY_KEY, isDataColumn, type ColumnKey } from '../model/grid-columns';
import { canEditCell, type CellEdit, type GridRow } from '../model/grid-row';
import type { DataColumn } from '../model/grid-columns';

interface CellKeyActions {
  edit: (key: string, column: DataColumn, edit: CellEdit) => void;
  startEdit: (key: string, column: ColumnKey, typed: string | null) => void;
  openAttachments: (key: string) => void;
  openConflict: (key: string) => void;
  save: (key: string) => void;
  remove: (key: string) => void;
  locked: (row: GridRow) => void;
}

const PRESSED_WITH_SPACE = new Set(['toggle', 'attachment', 'action', 'delete', 'index']);

/**
 * The keys on the active cell that are not movement, as in a spreadsheet: Enter or F2 edits (or
 * presses the cell's button, as Space does), Delete clears, a typed character starts an edit with it.
 */
export function pressCellKey(
  event: KeyboardEvent<HTMLDivElement>,
  row: GridRow,
  column: ColumnKey,
  actions: CellKeyActions,
): void {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const kind = COLUMN_BY_KEY.get(column)?.kind;
  const press =
    event.key === 'Enter' ||
    event.key === 'F2' ||
    (event.key === ' ' && kind !== undefined && PRESSED_WITH_SPACE.has(kind));
  const typedInto = isDataColumn(column) && column !== 'taxi';
  if (press) {
    event.preventDefault();
    if (kind === 'toggle') {
      if (canEditCell(row, 'taxi')) actions.edit(row.key, 'taxi', { kind: 'toggle', on: !row.draft.taxi });
      else actions.locked(row);
    } else if (kind === 'attachment') {
      if (row.saved !== null) actions.openAttachments(row.key);
    } else if (kind === 'action') {
      if (row.conflict !== null) actions.openConflict(row.key);
      else actions.save(row.key);
    } else if (kind === 'delete') actions.remove(row.key);
    else actions.startEdit(row.key, column, null);
  } else if ((event.key === 'Delete' || event.key === 'Backspace') && typedInto) {
    event.preventDefault();
    if (canEditCell(row, column)) actions.edit(row.key, column, { kind: 'text', text: '' });
    else actions.locked(row);
  } else if (event.key.length === 1 && typedInto) {
    event.preventDefault();
    actions.startEdit(row.key, column, event.key);
  }
}
