import { useDeferredValue, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { SortingState } from '@tanstack/react-table';
import { monthChoices } from '@fleetledger/shared/dates';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { AlertIcon } from '../../../ui/icons';
import { JOB_TABLE_ALERTS } from '../job-table-messages';
import { isDataColumn, type ColumnKey, type DataColumn } from '../model/grid-columns';
import { neighbour, type CellAddress } from '../model/grid-navigation';
import { canEditCell, isInvoiced, type CellEdit, type GridRow } from '../model/grid-row';
import { findRow } from '../model/grid-state';
import { sortState, visibleRows } from '../model/table-view';
import { cellText } from '../model/row-draft';
import { notifyFailure } from '../../../ui/notify';
import { useLeaveGuard } from '../../../ui/use-unsaved-changes';
import { useJobGrid } from '../state/use-job-grid';
import { useLatestActions } from '../state/use-latest-actions';
import { pasteIntoSheet } from '../state/paste-into-sheet';
import { pressCellKey } from '../state/cell-key-press';
import { useSheetShortcuts } from '../state/use-sheet-shortcuts';
import { useRememberedView } from '../state/use-remembered-view';
import { useRowSelection } from '../state/use-row-selection';
import { useCellOptions } from '../state/use-cell-options';
import { AddCustomerModal } from './add-customer-modal';
import { AttachmentsModal } from './attachments-modal';
import type { CommitMove } from './cell-editor';
import { JobTableFooter } from './job-table-footer';
import { useLinkedJob } from '../state/use-linked-job';
import { ConflictModal } from './conflict-modal';
import { DeleteJobModal } from './delete-job-modal';
import type { ActiveEditor } from './grid-row-view';
import { JobGrid, type EditingCell } from './job-grid';
import { JobTableToolbar } from './job-table-toolbar';
import { RequestInvoiceAction } from './request-invoice-action';
import { UnsavedChangesModal } from './unsaved-changes-modal';

interface JobTableSheetProps {
  month: string;
  today: string;
  /** The job a link into the table picks out. */
  linkedJob: number | null;
  onMonthChange: (month: string) => void;
}

function lockedNotice(row: GridRow): void {
  if (isInvoiced(row)) notifyFailure(JOB_TABLE_ALERTS.invoicedLocked);
}

/** One month of the job table: toolbar, sheet and its dialogs. Mounted per month, so a switch starts clean. */
export function JobTableSheet({ month, today, linkedJob, onMonthChange }: JobTableSheetProps) {
  // A month reached by a link may lie outside these three years; the picker offers it too.
  const months = useMemo(() => monthChoices(today.slice(0, 7)).map((choice) => choice.value), [today]);
  const grid = useJobGrid(month, today);
  const { state } = grid;
  const { zoom, changeZoom, scrollTop, onScrollTopChange } = useRememberedView(month);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [active, setActive] = useState<CellAddress | null>(null);
  const [editing, setEditing] = useState<EditingCell | null>(null);
  const [deleteKey, setDeleteKey] = useState<string | null>(null);
  const [attachmentsKey, setAttachmentsKey] = useState<string | null>(null);
  const [customerOpen, setCustomerOpen] = useState(false);
  const [pendingMonth, setPendingMonth] = useState<string | null>(null);
  const [reveal, setReveal] = useState<readonly string[]>([]);
  const commitEditor = useRef<(() => void) | null>(null);

  const rows = useMemo(
    () => visibleRows(state.rows, deferredSearch, sortState(sorting)),
    [state.rows, deferredSearch, sorting],
  );
  const rowKeys = useMemo(() => rows.map((row) => row.key), [rows]);
  const selection = useRowSelection(rows, rowKeys, active, setActive);
  const unsaved = useMemo(() => state.rows.filter((row) => row.edited).length, [state.rows]);
  const pastedKeys = useMemo(() => new Set(state.pasted), [state.pasted]);
  const { blocker } = useLeaveGuard(unsaved > 0);

  const options = useCellOptions(state.lookups);

  const startEdit = (key: string, column: ColumnKey, typed: string | null) => {
    const row = findRow(grid.read(), key);
    if (row === undefined || !isDataColumn(column) || column === 'taxi') return;
    if (!canEditCell(row, column)) {
      lockedNotice(row);
      return;
    }
    setActive({ key, column });
    setEditing({ key, column, initialText: typed ?? cellText(row.draft, column), replace: typed !== null });
  };

  const commit = (cell: EditingCell, edit: CellEdit, move: CommitMove) => {
    const row = findRow(grid.read(), cell.key);
    const column = cell.column as DataColumn;
    const unchanged = edit.kind === 'text' && row !== undefined && edit.text === cellText(row.draft, column);
    if (!unchanged) grid.edit(cell.key, column, edit);
    setEditing(null);
    const step: Record<CommitMove, [number, number]> = {
      stay: [0, 0],
      right: [0, 1],
      left: [0, -1],
      down: [1, 0],
      up: [-1, 0],
    };
    if (move !== 'stay')
      setActive(neighbour(rowKeys, cell, step[move][0], step[move][1], move === 'right' || move === 'left'));
  };

  const requestDelete = (key: string) => {
    const row = findRow(grid.read(), key);
    if (row === undefined) return;
    if (isInvoiced(row)) lockedNotice(row);
    else if (row.saved === null && !row.edited) void grid.removeRow(key);
    else setDeleteKey(key);
  };

  const actions = useLatestActions({
    select: (key: string, column: ColumnKey, extend = false) => {
      commitEditor.current?.();
      selection.select(key, column, extend);
    },
    startEdit: (key: string, column: ColumnKey) => {
      commitEditor.current?.();
      startEdit(key, column, null);
    },
    edit: (key: string, column: DataColumn, edit: CellEdit) => grid.edit(key, column, edit),
    save: (key: string) => {
      commitEditor.current?.();
      void grid.saveRow(key);
    },
    remove: requestDelete,
    openAttachments: setAttachmentsKey,
    resolveConflict: grid.openConflict,
  });

  const onCellKey = (event: KeyboardEvent<HTMLDivElement>, row: GridRow, column: ColumnKey) =>
    pressCellKey(event, row, column, {
      edit: grid.edit,
      startEdit,
      openAttachments: setAttachmentsKey,
      openConflict: grid.openConflict,
      save: (key) => void grid.saveRow(key),
      remove: requestDelete,
      locked: lockedNotice,
    });

  const onPaste = (text: string) => {
    pasteIntoSheet(text, { ...grid, month, active, select: setActive, locked: lockedNotice });
    setReveal(grid.read().pasted);
  };

  // A blank row is always kept last: 'Add New Row' takes the user there.
  const addRow = () => {
    commitEditor.current?.();
    const blank = grid.read().rows.at(-1);
    if (blank !== undefined) setActive({ key: blank.key, column: 'date' });
    document.querySelector<HTMLElement>('[role="grid"]')?.focus({ preventScroll: true });
  };

  useSheetShortcuts(active?.key ?? null, grid);

  const editorFor = (cell: EditingCell): ActiveEditor | null => ({
    column: cell.column as DataColumn,
    initialText: cell.initialText,
    replace: cell.replace,
    options:
      cell.column === 'customer' || cell.column === 'driver' || cell.column === 'truck'
        ? options[cell.column]
        : undefined,
    onCommit: (edit, move) => commit(cell, edit, move),
    onCancel: () => setEditing(null),
    commitRef: commitEditor,
  });

  const changeMonth = (next: string) => {
    if (next === month) return;
    commitEditor.current?.();
    if (grid.read().rows.some((row) => row.edited)) setPendingMonth(next);
    else onMonthChange(next);
  };

  const rowOf = (key: string | null) => (key === null ? null : (state.rows.find((row) => row.key === key) ?? null));
  const loaded = grid.query.data !== undefined;
  useLinkedJob(linkedJob, rows, loaded, setActive);

  return (
    <>
      <JobTableToolbar
        month={month}
        months={months}
        onMonthChange={changeMonth}
        search={search}
        onSearchChange={setSearch}
        unsaved={unsaved}
        saving={grid.bulkSaving}
        onAddRow={addRow}
        onUpdateAll={() => {
          commitEditor.current?.();
          void grid.saveAll();
        }}
        onAddCustomer={() => setCustomerOpen(true)}
      />
      {/* A revalidation that fails leaves the rows in hand as they are: only a first read failing is shown. */}
      {grid.query.isError && !loaded ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} title="The jobs could not be loaded" role="alert">
          <Group justify="space-between">
            <Text size="sm">Check the connection and try again.</Text>
            <Button size="xs" variant="default" onClick={() => void grid.query.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : !loaded ? (
        <FullPageLoader label="Loading jobs..." fullHeight={false} />
      ) : (
        <>
          <JobGrid
            rows={rows}
            pasted={pastedKeys}
            reveal={reveal}
            zoom={zoom}
            sorting={sorting}
            onSortingChange={setSorting}
            active={active}
            editing={editing}
            editorFor={editorFor}
            actions={actions}
            onCellKey={onCellKey}
            selected={selection.selected}
            onMove={(next) => selection.moveTo(next, false)}
            onExtend={(next) => selection.moveTo(next, true)}
            onPaste={onPaste}
            scrollTop={scrollTop}
            onScrollTopChange={onScrollTopChange}
          />
          <JobTableFooter
            shown={rows.filter((row) => row.saved !== null).length}
            total={state.rows.filter((row) => row.saved !== null).length}
            search={deferredSearch}
            onClearSearch={() => setSearch('')}
            zoom={zoom}
            onZoomChange={changeZoom}
            picked={
              selection.picked.length > 0 && (
                <RequestInvoiceAction
                  month={month}
                  picked={selection.picked}
                  onRequested={(saved) => grid.dispatch({ type: 'saved', saved })}
                  onClear={selection.clear}
                />
              )
            }
          />
        </>
      )}
      <DeleteJobModal
        row={rowOf(deleteKey)}
        onCancel={() => setDeleteKey(null)}
        onConfirm={(key) => {
          setDeleteKey(null);
          void grid.removeRow(key);
        }}
      />
      <AttachmentsModal
        row={rowOf(attachmentsKey)}
        onClose={() => setAttachmentsKey(null)}
        onChange={(key, attachment) => grid.dispatch({ type: 'attachments', key, attachment })}
      />
      <ConflictModal
        row={rowOf(grid.conflictKey)}
        onClose={() => grid.openConflict(null)}
        onKeepMine={(key) => void grid.keepMine(key)}
        onTakeTheirs={grid.takeTheirs}
      />
      <AddCustomerModal
        opened={customerOpen}
        onClose={() => setCustomerOpen(false)}
        onCreated={(customer) => grid.dispatch({ type: 'addCustomer', ...customer })}
      />
      <UnsavedChangesModal
        opened={pendingMonth !== null}
        count={unsaved}
        action="switch month"
        onStay={() => setPendingMonth(null)}
        onDiscard={() => {
          const next = pendingMonth;
          setPendingMonth(null);
          if (next !== null) onMonthChange(next);
        }}
      />
      <UnsavedChangesModal
        opened={blocker.state === 'blocked'}
        count={unsaved}
        action="leave this page"
        onStay={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
    </>
  );
}
