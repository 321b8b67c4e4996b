import { GRID_COLUMNS, type ColumnKey } from './grid-columns';

export interface CellAddress {
  key: string;
  column: ColumnKey;
}

const COLUMN_KEYS = GRID_COLUMNS.map((column) => column.key);

/**
 * The cell `rowDelta` rows and `columnDelta` columns away, kept inside the sheet. With `wrap`, moving
 * past the last column continues on the next row's first value column (Tab), and back (Shift+Tab).
 */
export function neighbour(
  rowKeys: readonly string[],
  from: CellAddress | null,
  rowDelta: number,
  columnDelta: number,
  wrap = false,
): CellAddress | null {
  if (rowKeys.length === 0) return null;
  const start = from ?? { key: rowKeys[0]!, column: 'date' };
  let row = Math.max(0, rowKeys.indexOf(start.key));
  let column = COLUMN_KEYS.indexOf(start.column) + columnDelta;
  if (wrap && column >= COLUMN_KEYS.length && row < rowKeys.length - 1) {
    column = 1;
    row += 1;
  } else if (wrap && column < 1 && row > 0) {
    column = COLUMN_KEYS.length - 1;
    row -= 1;
  }
  row = Math.min(rowKeys.length - 1, Math.max(0, row + rowDelta));
  column = Math.min(COLUMN_KEYS.length - 1, Math.max(0, column));
  return { key: rowKeys[row]!, column: COLUMN_KEYS[column]! };
}
