import { isDataColumn } from '../model/grid-columns';
import type { CellAddress } from '../model/grid-navigation';
import { canEditCell, type CellEdit, type GridRow } from '../model/grid-row';
import { findRow, type GridState } from '../model/grid-state';
import { parseClipboardTable, pastedRows, type PastedRow } from '../model/paste-rows';
import type { DataColumn } from '../model/grid-columns';
import { notifyInfo } from '../../../ui/notify';

interface PasteTarget {
  read: () => GridState;
  edit: (key: string, column: DataColumn, edit: CellEdit) => void;
  paste: (startKey: string | null, rows: readonly PastedRow[]) => void;
  month: string;
  active: CellAddress | null;
  select: (cell: CellAddress) => void;
  locked: (row: GridRow) => void;
}

/**
 * Clipboard text into the sheet: one value fills the active cell; lines and columns fill new rows from
 * the active column on, and the first of them becomes the active row, which brings it into view.
 */
export function pasteIntoSheet(text: string, target: PasteTarget): void {
  const table = parseClipboardTable(text);
  if (table.length === 0) return;
  const { active } = target;
  const state = target.read();
  const activeRow = active === null ? undefined : findRow(state, active.key);
  const single = table.length === 1 && table[0]!.length === 1;
  if (single && activeRow !== undefined && active !== null && isDataColumn(active.column) && active.column !== 'taxi') {
    if (canEditCell(activeRow, active.column))
      target.edit(activeRow.key, active.column, { kind: 'text', text: table[0]![0]! });
    else target.locked(activeRow);
    return;
  }
  const start = active !== null && isDataColumn(active.column) ? active.column : 'date';
  const pasted = pastedRows(table, start, state.lookups, target.month, state.newRowDate);
  target.paste(activeRow?.saved === null ? activeRow.key : null, pasted);
  const first = target.read().pasted[0];
  if (first !== undefined) target.select({ key: first, column: start });
  const unmatched = pasted.reduce((sum, row) => sum + row.unmatched.length, 0);
  notifyInfo(
    `${pasted.length} row${pasted.length === 1 ? '' : 's'} pasted` +
      (unmatched > 0 ? `; ${unmatched} cell${unmatched === 1 ? '' : 's'} not found in the lists are marked` : ''),
  );
}
