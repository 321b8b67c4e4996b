import { useEffect, useMemo, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { GRID_COLUMNS, isDataColumn, type ColumnKey } from '../model/grid-columns';
import { neighbour, type CellAddress } from '../model/grid-navigation';
import type { GridRow } from '../model/grid-row';
import { cellText } from '../model/row-draft';
import { cellId, GridRowView, type ActiveEditor, type RowActions } from './grid-row-view';
import classes from './job-grid.module.css';

export interface EditingCell extends CellAddress {
  initialText: string;
  replace: boolean;
}

interface JobGridProps {
  rows: readonly GridRow[];
  /** Keys of the rows the last paste filled. */
  pasted: ReadonlySet<string>;
  /** Keys of the rows picked together. */
  selected: ReadonlySet<string>;
  /** Rows to bring into view together (a paste's), once each time a new list arrives. */
  reveal: readonly string[];
  zoom: number;
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  active: CellAddress | null;
  editing: EditingCell | null;
  editorFor: (editing: EditingCell) => ActiveEditor | null;
  actions: RowActions;
  /** Keys on the active cell that are not movement: start editing, clear, toggle, press. */
  onCellKey: (event: KeyboardEvent<HTMLDivElement>, row: GridRow, column: ColumnKey) => void;
  onMove: (next: CellAddress) => void;
  /** Shift with ↑ ↓ (or Space): pick the rows on to this cell's. */
  onExtend: (next: CellAddress) => void;
  onPaste: (text: string) => void;
  scrollTop: { month: string; top: number };
  onScrollTopChange: (top: number) => void;
}

const COLUMN_KEYS = GRID_COLUMNS.map((column) => column.key);
// Rows are sorted by the sheet (manual sorting), so the table's own "can sort" (which needs accessors) does not apply.
const SORTABLE = new Set<string>(GRID_COLUMNS.filter((column) => column.sortable === true).map((column) => column.key));
const COLUMN_DEFS: ColumnDef<GridRow>[] = GRID_COLUMNS.map((column) => ({
  id: column.key,
  header: column.header,
  size: column.width,
  enableSorting: column.sortable === true,
}));
const BASE_ROW_HEIGHT = 30;
const BASE_HEADER_HEIGHT = 32;

const NO_ROWS: GridRow[] = [];

/**
 * The job table sheet: TanStack Table for the columns and sorting state, TanStack Virtual so only the
 * rows in view exist in the page, whatever the month holds. Focus stays on the grid while moving;
 * the editor takes it while a cell is edited.
 */
export function JobGrid(props: JobGridProps) {
  const { rows, zoom, active, editing, actions } = props;
  const scale = zoom / 100;
  const rowHeight = Math.round(BASE_ROW_HEIGHT * scale);
  const headerHeight = Math.round(BASE_HEADER_HEIGHT * scale);
  const scroller = useRef<HTMLDivElement>(null);

  // The table gives the columns and the sorting state; rows come straight from `rows`, already
  // searched and sorted, so no per-row model is built for thousands of rows.
  const table = useReactTable({
    data: NO_ROWS,
    columns: COLUMN_DEFS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.key,
    manualSorting: true,
    enableSortingRemoval: true,
    sortDescFirst: false,
    enableMultiSort: false,
    state: { sorting: props.sorting },
    onSortingChange: props.onSortingChange,
  });

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    // The rows start under the header, inside the same scroller: positions count from there, and
    // the sticky header covers the top of the view when a row is brought into it.
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
  });

  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  const rowIndex = useMemo(() => new Map(rows.map((row, index) => [row.key, index])), [rows]);
  const jobCount = useMemo(() => rows.filter((row) => row.saved !== null).length, [rows]);

  // Restore the remembered offset once the month's rows are there.
  const restoredFor = useRef<string | null>(null);
  useEffect(() => {
    if (restoredFor.current === props.scrollTop.month || rows.length <= 1 || scroller.current === null) return;
    restoredFor.current = props.scrollTop.month;
    scroller.current.scrollTop = props.scrollTop.top;
  }, [props.scrollTop, rows.length]);

  // Keep the active cell in view, below the sticky header and within the visible columns.
  useEffect(() => {
    const element = scroller.current;
    if (active === null || element === null) return;
    const index = rowIndex.get(active.key);
    if (index !== undefined) virtualizer.scrollToIndex(index, { align: 'auto' });
    const columnIndex = COLUMN_KEYS.indexOf(active.column);
    const left = GRID_COLUMNS.slice(0, columnIndex).reduce((sum, column) => sum + column.width * scale, 0);
    const right = left + GRID_COLUMNS[columnIndex]!.width * scale;
    if (left < element.scrollLeft) element.scrollLeft = left;
    else if (right > element.scrollLeft + element.clientWidth) element.scrollLeft = right - element.clientWidth;
  }, [active, rowIndex, scale, virtualizer]);

  // A block of rows (a paste's) comes into view whole when it fits, else from its top; this runs after
  // the active-cell effect above and, reading the live scroll offset, has the last word.
  useEffect(() => {
    const element = scroller.current;
    const indexes = props.reveal.flatMap((key) => rowIndex.get(key) ?? []);
    if (element === null || indexes.length === 0) return;
    const top = headerHeight + Math.min(...indexes) * rowHeight;
    const bottom = headerHeight + (Math.max(...indexes) + 1) * rowHeight;
    const viewTop = element.scrollTop + headerHeight;
    const viewBottom = element.scrollTop + element.clientHeight;
    if (top >= viewTop && bottom <= viewBottom) return;
    element.scrollTop = bottom - top <= viewBottom - viewTop ? bottom - element.clientHeight : top - headerHeight;
    // Only a new list moves the view; later changes to the rows must not, so they are not dependencies.
  }, [props.reveal]);

  // Editing ends: the grid takes the keys back. The editor is gone by now, so focus has fallen to the
  // page body; it returns to the grid unless the user has clicked somewhere else meanwhile.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing !== null) {
      wasEditing.current = true;
      return;
    }
    if (!wasEditing.current || scroller.current === null) return;
    wasEditing.current = false;
    const focused = document.activeElement;
    if (focused === null || focused === document.body || scroller.current.contains(focused)) {
      scroller.current.focus({ preventScroll: true });
    }
  }, [editing]);

  const rowKeys = useMemo(() => rows.map((row) => row.key), [rows]);
  const move = (rowDelta: number, columnDelta: number, wrap = false, to = props.onMove) => {
    const next = neighbour(rowKeys, active, rowDelta, columnDelta, wrap);
    if (next !== null) to(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys typed into the editor or a cell's own control are theirs.
    if (event.target !== scroller.current || editing !== null) return;
    const page = Math.max(1, Math.floor((scroller.current.clientHeight - headerHeight) / rowHeight) - 1);
    const steps: Record<string, [number, number] | undefined> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      PageUp: [-page, 0],
      PageDown: [page, 0],
    };
    const step = steps[event.key];
    if (step !== undefined && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      if (event.shiftKey && step[1] === 0) move(step[0], 0, false, props.onExtend);
      else move(step[0], step[1]);
    } else if (event.key === ' ' && event.shiftKey && active !== null) {
      event.preventDefault();
      props.onExtend(active);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      move(0, event.shiftKey ? -1 : 1, true);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const far = event.key === 'Home' ? -Number.MAX_SAFE_INTEGER : Number.MAX_SAFE_INTEGER;
      if (event.ctrlKey || event.metaKey) move(far, 0);
      else move(0, Math.sign(far) * COLUMN_KEYS.length);
    } else if (active !== null) {
      const row = rows[rowIndex.get(active.key) ?? -1];
      if (row !== undefined) props.onCellKey(event, row, active.column);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (editing !== null) return;
    const text = event.clipboardData.getData('text/plain');
    if (text === '') return;
    event.preventDefault();
    props.onPaste(text);
  };

  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    if (editing !== null || active === null || !isDataColumn(active.column)) return;
    const row = rows[rowIndex.get(active.key) ?? -1];
    if (row === undefined) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', cellText(row.draft, active.column));
  };

  const totalWidth = GRID_COLUMNS.reduce((sum, column) => sum + column.width * scale, 0);
  const headers = table.getHeaderGroups()[0]!.headers;

  return (
    <div
      ref={scroller}
      role="grid"
      aria-label="Jobs"
      aria-rowcount={rows.length + 1}
      aria-colcount={GRID_COLUMNS.length}
      data-job-count={jobCount}
      aria-activedescendant={active !== null && editing === null ? cellId(active.key, active.column) : undefined}
      tabIndex={0}
      className={classes.scroller}
      style={{ ['--zoom' as string]: scale }}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      onCopy={onCopy}
      onScroll={(event) => props.onScrollTopChange(event.currentTarget.scrollTop)}
    >
      <div role="row" aria-rowindex={1} className={classes.header} style={{ width: totalWidth }}>
        {headers.map((header) => {
          const sorted = header.column.getIsSorted();
          return (
            <div
              key={header.id}
              role="columnheader"
              title={
                header.id === 'container'
                  ? 'Container number; for a loose container its BL / reference, marked BL'
                  : undefined
              }
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              className={classes.headerCell}
              style={{ width: header.getSize() * scale }}
            >
              {SORTABLE.has(header.id) ? (
                <button
                  type="button"
                  className={classes.sortButton}
                  onClick={() => header.column.toggleSorting(sorted === 'asc')}
                >
                  {String(header.column.columnDef.header)}
                  <span className={classes.sortMark} aria-hidden="true">
                    {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                  </span>
                </button>
              ) : (
                String(header.column.columnDef.header)
              )}
            </div>
          );
        })}
      </div>
      <div role="rowgroup" style={{ position: 'relative', height: virtualizer.getTotalSize(), width: totalWidth }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          const isActiveRow = active?.key === row.key;
          const editor = editing !== null && editing.key === row.key ? props.editorFor(editing) : null;
          return (
            <GridRowView
              key={row.key}
              row={row}
              index={item.index}
              top={item.start - headerHeight}
              height={rowHeight}
              width={totalWidth}
              zoom={scale}
              activeColumn={isActiveRow ? active.column : null}
              pasted={props.pasted.has(row.key)}
              selected={props.selected.has(row.key)}
              editor={editor}
              actions={actions}
            />
          );
        })}
      </div>
    </div>
  );
}
