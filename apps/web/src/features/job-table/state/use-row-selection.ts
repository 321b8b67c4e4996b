import { useMemo, useState } from 'react';
import type { ColumnKey } from '../model/grid-columns';
import type { CellAddress } from '../model/grid-navigation';
import type { GridRow } from '../model/grid-row';
import { extendRange, rowsInRange, type RowRange } from '../model/row-selection';

/**
 * The rows picked together in the sheet as shown (searched and sorted), and the active cell's moves
 * that change them: with Shift the picking goes on to the new row; without, moving to another row
 * ends it. The rows are fixed when picked, so a later sort, search or edit never changes which jobs
 * are picked.
 */
export function useRowSelection(
  rows: readonly GridRow[],
  rowKeys: readonly string[],
  active: CellAddress | null,
  setActive: (cell: CellAddress) => void,
) {
  const [pick, setPick] = useState<{ range: RowRange; keys: readonly string[] } | null>(null);
  const selected = useMemo(() => new Set(pick?.keys ?? []), [pick]);
  const picked = useMemo(() => rows.filter((row) => selected.has(row.key)), [rows, selected]);
  const setRange = (range: RowRange | null) =>
    setPick(range === null ? null : { range, keys: rowsInRange(rowKeys, range) });
  const moveTo = (next: CellAddress, extend: boolean) => {
    if (extend) setRange(extendRange(pick?.range ?? null, active?.key ?? next.key, next.key));
    else if (next.key !== active?.key) setRange(null);
    setActive(next);
  };
  return {
    selected,
    picked,
    moveTo,
    /** A click on a cell: Shift+click picks the rows from the active one to it. */
    select: (key: string, column: ColumnKey, extend: boolean) => {
      if (!extend) setRange(null);
      moveTo({ key, column }, extend);
    },
    clear: () => setRange(null),
  };
}
