import type { AttachmentLink } from '@fleetledger/shared/attachments/attachments.contract';
import type { JobTableRow } from '@fleetledger/shared/job-table/job-table.contract';
import type { DataColumn } from './grid-columns';
import {
  editRow,
  isBlankNewRow,
  newRow,
  rowFromServer,
  savedRow,
  withDraft,
  type CellEdit,
  type GridRow,
  type Lookups,
  type RowConflict,
  type RowProblems,
} from './grid-row';
import type { PastedRow } from './paste-rows';
import { refreshedRows } from './month-refresh';

/** The rows of the month on screen, in load order; new rows follow the loaded ones. */
export interface GridState {
  month: string;
  rows: readonly GridRow[];
  lookups: Lookups;
  /** The date a new row starts with. */
  newRowDate: string;
  /** Numbers the keys of new rows. */
  nextNewRow: number;
  /** The rows the last paste filled, picked out on screen until each is saved. */
  pasted: readonly string[];
}

export type GridAction =
  | { type: 'load'; month: string; rows: readonly JobTableRow[]; lookups: Lookups; newRowDate: string }
  /** The same month read again: merged under the rows in hand (a new month loads afresh). */
  | { type: 'refresh'; month: string; rows: readonly JobTableRow[]; lookups: Lookups; newRowDate: string }
  | { type: 'edit'; key: string; column: DataColumn; edit: CellEdit }
  | { type: 'paste'; startKey: string | null; rows: readonly PastedRow[] }
  | { type: 'saving'; keys: readonly string[]; saving: boolean }
  | { type: 'saved'; saved: readonly { key: string; row: JobTableRow }[] }
  | { type: 'problems'; problems: ReadonlyMap<string, RowProblems> }
  | { type: 'clearProblems'; keys: readonly string[] }
  | { type: 'conflict'; key: string; conflict: RowConflict }
  | { type: 'keepMine'; key: string }
  | { type: 'takeTheirs'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'attachments'; key: string; attachment: readonly AttachmentLink[] }
  | { type: 'addCustomer'; id: number; name: string };

export function emptyGridState(month: string, newRowDate: string): GridState {
  return withTrailingBlank({ month, rows: [], lookups: NO_LOOKUPS, newRowDate, nextNewRow: 1, pasted: [] });
}

const NO_LOOKUPS: Lookups = { customers: [], drivers: [], trucks: [] };

/** A blank row is always kept at the end. */
function withTrailingBlank(state: GridState): GridState {
  const last = state.rows.at(-1);
  if (last !== undefined && isBlankNewRow(last)) return state;
  return appendNewRow(state);
}

function appendNewRow(state: GridState): GridState {
  return {
    ...state,
    rows: [...state.rows, newRow(`new-${state.nextNewRow}`, state.newRowDate)],
    nextNewRow: state.nextNewRow + 1,
  };
}

function mapRows(state: GridState, keys: ReadonlySet<string>, change: (row: GridRow) => GridRow): GridState {
  return { ...state, rows: state.rows.map((row) => (keys.has(row.key) ? change(row) : row)) };
}

function mapRow(state: GridState, key: string, change: (row: GridRow) => GridRow): GridState {
  return mapRows(state, new Set([key]), change);
}

function paste(state: GridState, startKey: string | null, pasted: readonly PastedRow[]): GridState {
  // Pasted lines fill new rows: from the focused new row on, else from the first blank row at the end.
  const rows = [...state.rows];
  let nextNewRow = state.nextNewRow;
  const filled: string[] = [];
  let index = rows.findIndex((row) => row.saved === null && (row.key === startKey || isBlankNewRow(row)));
  if (index === -1) index = rows.length;
  for (const line of pasted) {
    while (index < rows.length && rows[index]!.saved !== null) index++;
    if (index >= rows.length) rows.push(newRow(`new-${nextNewRow++}`, state.newRowDate));
    rows[index] = { ...withDraft(rows[index]!, line.draft, []), unmatched: line.unmatched };
    filled.push(rows[index]!.key);
    index++;
  }
  return withTrailingBlank({ ...state, rows, nextNewRow, pasted: filled });
}

export function gridReducer(state: GridState, action: GridAction): GridState {
  switch (action.type) {
    case 'load':
      return withTrailingBlank({
        month: action.month,
        rows: action.rows.map(rowFromServer),
        lookups: action.lookups,
        newRowDate: action.newRowDate,
        nextNewRow: 1,
        pasted: [],
      });
    case 'refresh': {
      if (action.month !== state.month) return gridReducer(state, { ...action, type: 'load' });
      const rows = refreshedRows(state.rows, action.rows);
      const kept = new Set(rows.map((row) => row.key));
      return withTrailingBlank({
        ...state,
        rows,
        lookups: action.lookups,
        pasted: state.pasted.filter((key) => kept.has(key)),
      });
    }
    case 'edit':
      return withTrailingBlank(
        mapRow(state, action.key, (row) => editRow(row, action.column, action.edit, state.lookups, state.month)),
      );
    case 'paste':
      return paste(state, action.startKey, action.rows);
    case 'saving':
      return mapRows(state, new Set(action.keys), (row) => ({ ...row, saving: action.saving }));
    case 'saved': {
      const byKey = new Map(action.saved.map((entry) => [entry.key, entry.row]));
      const pasted = state.pasted.filter((key) => !byKey.has(key));
      return withTrailingBlank({
        ...mapRows(state, new Set(byKey.keys()), (row) => savedRow(row, byKey.get(row.key)!)),
        pasted,
      });
    }
    case 'problems':
      return mapRows(state, new Set(action.problems.keys()), (row) => ({
        ...row,
        problems: action.problems.get(row.key) ?? {},
      }));
    case 'clearProblems':
      return mapRows(state, new Set(action.keys), (row) => ({ ...row, problems: {} }));
    case 'conflict':
      return mapRow(state, action.key, (row) => ({ ...row, saving: false, conflict: action.conflict }));
    case 'keepMine':
      // The user's values on top of the newer version: the next save goes through.
      return mapRow(state, action.key, (row) =>
        row.conflict === null ? row : withDraft({ ...row, saved: row.conflict.current, conflict: null }, row.draft, []),
      );
    case 'takeTheirs':
      return mapRow(state, action.key, (row) => (row.conflict === null ? row : savedRow(row, row.conflict.current)));
    case 'remove':
      return withTrailingBlank({ ...state, rows: state.rows.filter((row) => row.key !== action.key) });
    case 'attachments':
      return mapRow(state, action.key, (row) =>
        row.saved === null ? row : { ...row, saved: { ...row.saved, attachment: [...action.attachment] } },
      );
    case 'addCustomer': {
      if (state.lookups.customers.some((customer) => customer.id === action.id)) return state;
      const customers = [...state.lookups.customers, { id: action.id, name: action.name }];
      return { ...state, lookups: { ...state.lookups, customers } };
    }
  }
}

/** Rows 'Update All Jobs' sends: edited saved rows and new rows with something typed in. */
export function pendingRows(state: GridState): GridRow[] {
  return state.rows.filter((row) => row.edited);
}

export function findRow(state: GridState, key: string): GridRow | undefined {
  return state.rows.find((row) => row.key === key);
}
