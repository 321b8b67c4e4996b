/**
 * Rows picked together (Shift with the arrows or a click), as a spreadsheet picks them: every row
 * from where the picking started (the anchor) to where it is now, in the order the sheet shows them.
 */
export interface RowRange {
  anchor: string;
  focus: string;
}

/** The keys of the rows from anchor to focus, both included; the focus alone when the anchor is out of view. */
export function rowsInRange(rowKeys: readonly string[], range: RowRange | null): string[] {
  if (range === null) return [];
  const to = rowKeys.indexOf(range.focus);
  if (to === -1) return [];
  const from = rowKeys.indexOf(range.anchor);
  if (from === -1) return [range.focus];
  return rowKeys.slice(Math.min(from, to), Math.max(from, to) + 1);
}

/** Picking on from `from` to `to`: the range keeps its anchor, or starts at `from`. */
export function extendRange(range: RowRange | null, from: string, to: string): RowRange {
  return { anchor: range?.anchor ?? from, focus: to };
}
