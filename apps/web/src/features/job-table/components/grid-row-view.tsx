import { memo, type ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { LockIcon, PaperclipIcon } from '../../../ui/icons';
import { GRID_COLUMNS, isDataColumn, type ColumnKey, type DataColumn, type GridColumn } from '../model/grid-columns';
import { canEditCell, canSave, isInvoiced, isRequested, type CellEdit, type GridRow } from '../model/grid-row';
import { cellText } from '../model/row-draft';
import { CellEditor, type CellEditorProps } from './cell-editor';
import { TEXT_MAX } from '@fleetledger/shared/jobs/jobs.rules';
import classes from './job-grid.module.css';

/** What a row needs to do things; one stable object for all rows, so rows re-render only when they change. */
export interface RowActions {
  /** `extend`: pick the rows from the active one to this one (Shift+click). */
  select: (key: string, column: ColumnKey, extend?: boolean) => void;
  startEdit: (key: string, column: ColumnKey) => void;
  edit: (key: string, column: DataColumn, edit: CellEdit) => void;
  save: (key: string) => void;
  remove: (key: string) => void;
  openAttachments: (key: string) => void;
  resolveConflict: (key: string) => void;
}

export type ActiveEditor = Omit<CellEditorProps, 'kind' | 'label' | 'maxLength'> & { column: DataColumn };

interface GridRowViewProps {
  row: GridRow;
  index: number;
  top: number;
  height: number;
  width: number;
  zoom: number;
  /** The active cell's column when it is in this row. */
  activeColumn: ColumnKey | null;
  /** Filled by the last paste: picked out until saved. */
  pasted: boolean;
  /** Picked with others (Shift+arrows or Shift+click), e.g. to request their invoice. */
  selected: boolean;
  editor: ActiveEditor | null;
  actions: RowActions;
}

export function cellId(key: string, column: ColumnKey): string {
  return `job-cell-${key}-${column}`;
}

function rowClass(row: GridRow): string {
  const names = [classes.row];
  if (isInvoiced(row)) names.push(classes.invoiced);
  else if (row.edited) names.push(classes.edited);
  else if (isRequested(row)) names.push(classes.requested);
  if (row.conflict !== null) names.push(classes.conflict);
  if (row.saving) names.push(classes.saving);
  return names.join(' ');
}

const KIND_CLASS: Partial<Record<GridColumn['kind'], string | undefined>> = {
  money: classes.number,
  index: classes.index,
  toggle: classes.center,
  attachment: classes.center,
  action: classes.center,
  delete: classes.center,
};

/** A cell of words cut to its column's width shows the whole of them on hover, as a spreadsheet's cell does. */
function wholeWords(row: GridRow, column: GridColumn): string | undefined {
  if ((column.kind !== 'text' && column.kind !== 'lookup') || !isDataColumn(column.key)) return undefined;
  const text = cellText(row.draft, column.key);
  return text === '' ? undefined : text;
}

/** One sheet row: plain text cells, the editor only in the cell being edited. */
export const GridRowView = memo(function GridRowView({
  row,
  index,
  top,
  height,
  width,
  zoom,
  activeColumn,
  pasted,
  selected,
  editor,
  actions,
}: GridRowViewProps) {
  const names = [rowClass(row), pasted ? classes.pasted : '', selected ? classes.selected : ''];
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-row-key={row.key}
      data-job-id={row.saved?.id}
      data-job-row={row.saved !== null || undefined}
      data-status={row.saved?.status || undefined}
      data-edited={row.edited || undefined}
      data-pasted={pasted || undefined}
      data-picked={selected || undefined}
      aria-selected={pasted || selected || undefined}
      className={names.join(' ').trim()}
      style={{ top, height, width }}
    >
      {GRID_COLUMNS.map((column, columnIndex) => {
        const problem =
          column.key === 'sl' ? row.problems.row : isDataColumn(column.key) ? row.problems[column.key] : undefined;
        const unmatched = isDataColumn(column.key) && row.unmatched.includes(column.key);
        const editable = canEditCell(row, column.key);
        const names = [classes.cell, KIND_CLASS[column.kind] ?? ''];
        if (activeColumn === column.key) names.push(classes.active);
        if (problem !== undefined) names.push(classes.problem);
        else if (unmatched) names.push(classes.unmatched);
        if (isDataColumn(column.key) && !editable) names.push(classes.locked);
        return (
          <div
            key={column.key}
            id={cellId(row.key, column.key)}
            role="gridcell"
            aria-colindex={columnIndex + 1}
            aria-selected={activeColumn === column.key}
            aria-invalid={problem !== undefined || unmatched || undefined}
            aria-readonly={isDataColumn(column.key) ? !editable : undefined}
            data-column={column.key}
            title={problem ?? (unmatched ? 'Not found in the list: choose an entry' : wholeWords(row, column))}
            className={names.join(' ')}
            style={{ width: column.width * zoom }}
            onMouseDown={(event) => {
              if ((event.target as HTMLElement).closest('[data-cell-editor]') !== null) return;
              event.preventDefault(); // keep focus on the grid, whose keys drive the sheet
              actions.select(row.key, column.key, event.shiftKey);
              event.currentTarget.closest<HTMLElement>('[role="grid"]')?.focus({ preventScroll: true });
            }}
            onDoubleClick={() => actions.startEdit(row.key, column.key)}
          >
            {editor !== null && editor.column === column.key ? (
              <CellEditor {...editor} {...editorShape(row, column)} />
            ) : (
              <CellContent row={row} column={column} index={index} editable={editable} actions={actions} />
            )}
          </div>
        );
      })}
    </div>
  );
});

interface CellContentProps {
  row: GridRow;
  column: GridColumn;
  index: number;
  editable: boolean;
  actions: RowActions;
}

function CellContent({ row, column, index, editable, actions }: CellContentProps): ReactNode {
  switch (column.key) {
    case 'sl':
      return (
        <>
          {isInvoiced(row) && (
            <>
              <LockIcon size={12} />
              <VisuallyHidden>Invoiced</VisuallyHidden>
            </>
          )}
          {isRequested(row) && <VisuallyHidden>Requested</VisuallyHidden>}
          {index + 1}
        </>
      );
    case 'taxi':
      return (
        <input
          type="checkbox"
          tabIndex={-1}
          className={classes.checkbox}
          aria-label="Taxi"
          checked={row.draft.taxi}
          disabled={!editable}
          onChange={(event) => actions.edit(row.key, 'taxi', { kind: 'toggle', on: event.currentTarget.checked })}
        />
      );
    case 'attachment': {
      const count = row.saved?.attachment.length ?? 0;
      return (
        <button
          type="button"
          tabIndex={-1}
          className={classes.cellButton}
          disabled={row.saved === null}
          title={row.saved === null ? 'Save the row first' : undefined}
          aria-label={`Attachments (${count})`}
          onClick={() => actions.openAttachments(row.key)}
        >
          <PaperclipIcon size={14} />
          {count > 0 ? count : 'Add'}
        </button>
      );
    }
    case 'action':
      return row.conflict !== null ? (
        <button
          type="button"
          tabIndex={-1}
          className={`${classes.cellButton} ${classes.resolveButton}`}
          onClick={() => actions.resolveConflict(row.key)}
        >
          Resolve
        </button>
      ) : (
        <button
          type="button"
          tabIndex={-1}
          className={`${classes.cellButton} ${classes.saveButton}`}
          disabled={!canSave(row)}
          onClick={() => actions.save(row.key)}
        >
          {row.saving ? 'Saving…' : 'Save'}
        </button>
      );
    case 'delete':
      return (
        <button
          type="button"
          tabIndex={-1}
          className={`${classes.cellButton} ${classes.deleteButton}`}
          disabled={isInvoiced(row) || row.saving}
          aria-label="Delete row"
          onClick={() => actions.remove(row.key)}
        >
          <span aria-hidden="true">✕</span>
        </button>
      );
    case 'container':
      return row.draft.is_lose_container ? (
        <span className={classes.cellText}>
          <span className={classes.blMark} title="Loose container: its BL / reference">
            BL
          </span>{' '}
          {row.draft.container}
        </span>
      ) : (
        <span className={classes.cellText}>{row.draft.container}</span>
      );
    case 'date':
      return <span className={classes.cellText}>{cellText(row.draft, 'date')}</span>;
    case 'job':
    case 'description':
    case 'customer':
    case 'careof':
    case 'taxi_name':
    case 'driver':
    case 'truck':
    case 'taxi_charge':
    case 'charge':
    case 'extra_amount':
    case 'extra_description':
    case 'related_note':
      return <span className={classes.cellText}>{row.draft[column.key]}</span>;
  }
}

/** A loose container's Container cell holds its BL / reference: longer, and named for what it is. */
function editorShape(row: GridRow, column: GridColumn) {
  if (column.key === 'container' && row.draft.is_lose_container) {
    return { kind: column.kind, label: 'BL / Reference', maxLength: TEXT_MAX };
  }
  return { kind: column.kind, label: column.header, maxLength: column.maxLength };
}
