import { formatDisplayDate } from '@fleetledger/shared/dates';
import type { JobTableRow } from '@fleetledger/shared/job-table/job-table.contract';
import type { DataColumn, MoneyColumn } from './grid-columns';
import { moneyTextFromBd, parseMoneyFils } from './money-entry';

/**
 * A row's values as the grid edits them: text as typed, the chosen record ids beside their names,
 * amounts as text until they are sent.
 */
export interface RowDraft {
  date: string;
  job: string;
  /** The container number, or for a loose container its BL/reference. */
  container: string;
  is_lose_container: boolean;
  description: string;
  customer: string;
  customer_id: number | null;
  careof: string;
  taxi: boolean;
  taxi_name: string;
  driver: string;
  driver_id: number | null;
  truck: string;
  truck_id: number | null;
  taxi_charge: string;
  charge: string;
  extra_amount: string;
  extra_description: string;
  related_note: string;
}

/** Taxi charge and extra amount may stay empty (sent as 0); the charge may not. */
export function isOptionalMoney(column: MoneyColumn): boolean {
  return column !== 'charge';
}

export function draftFromRow(row: JobTableRow): RowDraft {
  return {
    date: row.date,
    job: row.job ?? '',
    container: (row.is_lose_container ? row.reference : row.container) ?? '',
    is_lose_container: row.is_lose_container,
    description: row.description,
    customer: row.customer ?? '',
    customer_id: row.customer_id,
    careof: row.careof ?? '',
    taxi: row.taxi === 'yes',
    taxi_name: row.taxi_name ?? '',
    driver: row.driver ?? '',
    driver_id: row.driver_id,
    truck: row.truck ?? '',
    truck_id: row.truck_id,
    taxi_charge: moneyTextFromBd(row.taxi_charge, true),
    charge: moneyTextFromBd(row.charge, false),
    extra_amount: moneyTextFromBd(row.extra_amount, true),
    extra_description: row.extra_description ?? '',
    related_note: row.related_note ?? '',
  };
}

export function emptyDraft(date: string): RowDraft {
  return {
    date,
    job: '',
    container: '',
    is_lose_container: false,
    description: '',
    customer: '',
    customer_id: null,
    careof: '',
    taxi: false,
    taxi_name: '',
    driver: '',
    driver_id: null,
    truck: '',
    truck_id: null,
    taxi_charge: '',
    charge: '',
    extra_amount: '',
    extra_description: '',
    related_note: '',
  };
}

/** A new row nobody has typed into: its preset date and the taxi switch alone do not count. */
export function isBlankDraft(draft: RowDraft): boolean {
  return TEXT_COLUMNS.every((column) => column === 'date' || draft[column].trim() === '');
}

const TEXT_COLUMNS = [
  'date',
  'job',
  'container',
  'description',
  'customer',
  'careof',
  'taxi_name',
  'driver',
  'truck',
  'taxi_charge',
  'charge',
  'extra_amount',
  'extra_description',
  'related_note',
] as const satisfies readonly DataColumn[];

/** What a cell means, so '25.5' equals '25.500' and trailing spaces do not count as an edit. */
function comparable(draft: RowDraft, column: DataColumn): string {
  switch (column) {
    case 'taxi':
      return String(draft.taxi);
    case 'customer':
      return `${draft.customer.trim().toLowerCase()}#${draft.customer_id}`;
    case 'driver':
      return `${draft.driver.trim().toLowerCase()}#${draft.driver_id}`;
    case 'truck':
      return `${draft.truck.trim().toLowerCase()}#${draft.truck_id}`;
    case 'taxi_charge':
    case 'charge':
    case 'extra_amount': {
      const text = draft[column].trim();
      const fils = text === '' && isOptionalMoney(column) ? 0 : parseMoneyFils(text);
      return fils === null ? `text:${text}` : String(fils);
    }
    case 'date':
    case 'job':
    case 'container':
    case 'description':
    case 'careof':
    case 'taxi_name':
    case 'extra_description':
    case 'related_note':
      return draft[column].trim();
  }
}

const ALL_COLUMNS: readonly DataColumn[] = [...TEXT_COLUMNS, 'taxi'];

/** The columns whose meaning differs between two drafts. */
export function changedColumns(a: RowDraft, b: RowDraft): DataColumn[] {
  return ALL_COLUMNS.filter((column) => comparable(a, column) !== comparable(b, column));
}

/** What a cell shows and an edit of it starts from: dates as DD/MM/YYYY (a date typed wrong as typed). */
export function cellText(draft: RowDraft, column: DataColumn): string {
  if (column === 'taxi') return draft.taxi ? 'Yes' : 'No';
  if (column === 'date') return formatDisplayDate(draft.date);
  return draft[column];
}
