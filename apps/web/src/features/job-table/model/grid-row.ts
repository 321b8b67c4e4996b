import type { JobTableRow } from '@fleetledger/shared/job-table/job-table.contract';
import type { CustomerOption, DriverOption, TruckOption } from '@fleetledger/shared/jobs/jobs.contract';
import type { ColumnKey, DataColumn } from './grid-columns';
import { normaliseDateEntry } from './date-entry';
import { normaliseMoneyText } from './money-entry';
import { changedColumns, draftFromRow, emptyDraft, isBlankDraft, isOptionalMoney, type RowDraft } from './row-draft';

export interface Lookups {
  customers: readonly CustomerOption[];
  drivers: readonly DriverOption[];
  trucks: readonly TruckOption[];
}

/** Messages per cell; `row` holds what concerns the whole row (a stale version, a lock). */
export type RowProblems = Partial<Record<DataColumn | 'row', string>>;

export interface GridRow {
  /** Stable across saves, so a new row keeps its place and focus when it gets its id. */
  key: string;
  /** The server's row as last loaded or saved; null for a row not saved yet. */
  saved: JobTableRow | null;
  draft: RowDraft;
  /** A saved row whose draft differs from it, or a new row with anything typed in. */
  edited: boolean;
  saving: boolean;
  problems: RowProblems;
  /** Pasted names that matched no record, marked until the cell is edited. */
  unmatched: readonly DataColumn[];
  /** The server's newer row and its words after a stale save, until the user chooses. */
  conflict: RowConflict | null;
}

export interface RowConflict {
  current: JobTableRow;
  message: string;
}

export type CellEdit =
  | { kind: 'text'; text: string }
  | { kind: 'toggle'; on: boolean }
  /** A record chosen from a type-ahead list. */
  | { kind: 'pick'; id: number; text: string };

export function rowFromServer(row: JobTableRow): GridRow {
  return {
    key: `job-${row.id}`,
    saved: row,
    draft: draftFromRow(row),
    edited: false,
    saving: false,
    problems: {},
    unmatched: [],
    conflict: null,
  };
}

export function newRow(key: string, date: string): GridRow {
  return {
    key,
    saved: null,
    draft: emptyDraft(date),
    edited: false,
    saving: false,
    problems: {},
    unmatched: [],
    conflict: null,
  };
}

export function isInvoiced(row: GridRow): boolean {
  return row.saved?.status === 'invoiced';
}

export function isRequested(row: GridRow): boolean {
  return row.saved?.status === 'requested';
}

/**
 * Invoiced rows are locked except the related note; a taxi job has a taxi name and no driver or
 * truck, any other job the reverse.
 */
export function canEditCell(row: GridRow, column: ColumnKey): boolean {
  if (column === 'sl' || column === 'attachment' || column === 'action' || column === 'delete') return false;
  if (isInvoiced(row)) return column === 'related_note';
  if (column === 'taxi_name') return row.draft.taxi;
  if (column === 'driver' || column === 'truck') return !row.draft.taxi;
  return true;
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function findCustomer(lookups: Lookups, name: string): CustomerOption | undefined {
  return name.trim() === '' ? undefined : lookups.customers.find((customer) => sameName(customer.name, name));
}

export function findDriver(lookups: Lookups, name: string): DriverOption | undefined {
  return name.trim() === '' ? undefined : lookups.drivers.find((driver) => sameName(driver.name, name));
}

export function findTruck(lookups: Lookups, number: string): TruckOption | undefined {
  return number.trim() === '' ? undefined : lookups.trucks.find((truck) => sameName(truck.number, number));
}

function pickedOrMatched<T extends { id: number }>(edit: CellEdit, match: (text: string) => T | undefined) {
  if (edit.kind === 'pick') return edit.id;
  return edit.kind === 'text' ? (match(edit.text)?.id ?? null) : null;
}

/**
 * One cell's new value with the table's rules: a customer or truck gets its id by name,
 * a driver also brings their truck, the taxi switch clears the fields that no longer apply.
 */
export function applyEdit(
  draft: RowDraft,
  column: DataColumn,
  edit: CellEdit,
  lookups: Lookups,
  month: string,
): RowDraft {
  if (column === 'taxi') {
    const on = edit.kind === 'toggle' ? edit.on : draft.taxi;
    return on
      ? { ...draft, taxi: true, driver: '', driver_id: null, truck: '', truck_id: null }
      : { ...draft, taxi: false, taxi_name: '' };
  }
  const text = edit.kind === 'toggle' ? '' : edit.text;
  switch (column) {
    case 'customer':
      return { ...draft, customer: text, customer_id: pickedOrMatched(edit, (name) => findCustomer(lookups, name)) };
    case 'driver': {
      const driverId = pickedOrMatched(edit, (name) => findDriver(lookups, name));
      const driver = lookups.drivers.find((candidate) => candidate.id === driverId);
      if (driver === undefined || driver.truck_number === null) return { ...draft, driver: text, driver_id: driverId };
      const truckId = driver.truck_id ?? findTruck(lookups, driver.truck_number)?.id ?? null;
      return { ...draft, driver: text, driver_id: driverId, truck: driver.truck_number, truck_id: truckId };
    }
    case 'truck':
      return { ...draft, truck: text, truck_id: pickedOrMatched(edit, (number) => findTruck(lookups, number)) };
    case 'date':
      return { ...draft, date: normaliseDateEntry(text, month) };
    case 'container':
      // Container numbers are capitals (ISO 6346); a loose container's reference stays as typed.
      return { ...draft, container: draft.is_lose_container ? text : text.toUpperCase() };
    case 'taxi_charge':
    case 'charge':
    case 'extra_amount':
      return { ...draft, [column]: normaliseMoneyText(text, isOptionalMoney(column)) };
    case 'job':
    case 'description':
    case 'careof':
    case 'taxi_name':
    case 'extra_description':
    case 'related_note':
      return { ...draft, [column]: text };
  }
}

function isEdited(saved: JobTableRow | null, draft: RowDraft): boolean {
  return saved === null ? !isBlankDraft(draft) : changedColumns(draftFromRow(saved), draft).length > 0;
}

/** The row after the user changed one cell: its mark and problem for that cell are cleared. */
export function editRow(row: GridRow, column: DataColumn, edit: CellEdit, lookups: Lookups, month: string): GridRow {
  if (!canEditCell(row, column)) return row;
  const draft = applyEdit(row.draft, column, edit, lookups, month);
  return withDraft(row, draft, [column]);
}

export function withDraft(row: GridRow, draft: RowDraft, touched: readonly DataColumn[]): GridRow {
  const problems = { ...row.problems };
  for (const column of touched) delete problems[column];
  return {
    ...row,
    draft,
    edited: isEdited(row.saved, draft),
    problems,
    unmatched: row.unmatched.filter((column) => !touched.includes(column)),
  };
}

/** The row as the server saved it: its values, version and attachments, unmarked. */
export function savedRow(row: GridRow, server: JobTableRow): GridRow {
  return { ...rowFromServer(server), key: row.key };
}

/** Save is offered for an edited row that is not saving; on an invoiced row only the note can differ. */
export function canSave(row: GridRow): boolean {
  if (!row.edited || row.saving) return false;
  if (row.saved === null || !isInvoiced(row)) return true;
  return changedColumns(draftFromRow(row.saved), row.draft).every((column) => column === 'related_note');
}

export function isBlankNewRow(row: GridRow): boolean {
  return row.saved === null && !row.edited;
}
