import { CONTAINER_MAX, JOB_NUMBER_MAX } from '@fleetledger/shared/jobs/jobs.rules';

/**
 * The job table's columns in screen order. Widths are at 100 % zoom;
 * the grid scales them with the zoom so the whole sheet grows or shrinks together.
 */
export type DataColumn =
  | 'date'
  | 'job'
  | 'container'
  | 'description'
  | 'customer'
  | 'careof'
  | 'taxi'
  | 'taxi_name'
  | 'driver'
  | 'truck'
  | 'taxi_charge'
  | 'charge'
  | 'extra_amount'
  | 'extra_description'
  | 'related_note';

export type ColumnKey = 'sl' | DataColumn | 'attachment' | 'action' | 'delete';

export type CellKind = 'index' | 'date' | 'text' | 'money' | 'lookup' | 'toggle' | 'attachment' | 'action' | 'delete';

export type LookupColumn = 'customer' | 'driver' | 'truck';
export type MoneyColumn = 'taxi_charge' | 'charge' | 'extra_amount';
export type SortableColumn = 'date' | 'job' | 'container' | 'driver' | 'truck';

export interface GridColumn {
  key: ColumnKey;
  header: string;
  width: number;
  kind: CellKind;
  sortable?: boolean;
  maxLength?: number;
}

export const GRID_COLUMNS: readonly GridColumn[] = [
  { key: 'sl', header: 'SL No', width: 60, kind: 'index' },
  { key: 'date', header: 'Date', width: 104, kind: 'date', sortable: true },
  { key: 'job', header: 'Job No', width: 78, kind: 'text', sortable: true, maxLength: JOB_NUMBER_MAX },
  { key: 'container', header: 'Container', width: 124, kind: 'text', sortable: true, maxLength: CONTAINER_MAX },
  { key: 'description', header: 'Description', width: 200, kind: 'text' },
  { key: 'customer', header: 'Customer', width: 180, kind: 'lookup' },
  { key: 'careof', header: 'Care Of', width: 120, kind: 'text' },
  { key: 'taxi', header: 'Taxi', width: 52, kind: 'toggle' },
  { key: 'taxi_name', header: 'Taxi Name', width: 120, kind: 'text' },
  { key: 'driver', header: 'Driver', width: 150, kind: 'lookup', sortable: true },
  { key: 'truck', header: 'Truck', width: 96, kind: 'lookup', sortable: true },
  { key: 'taxi_charge', header: 'Taxi Charge', width: 108, kind: 'money' },
  { key: 'charge', header: 'Charge', width: 96, kind: 'money' },
  { key: 'extra_amount', header: 'Extra Amount', width: 120, kind: 'money' },
  { key: 'extra_description', header: 'Extra Description', width: 160, kind: 'text' },
  { key: 'related_note', header: 'Related Note', width: 180, kind: 'text' },
  { key: 'attachment', header: 'Attachment', width: 104, kind: 'attachment' },
  { key: 'action', header: 'Action', width: 76, kind: 'action' },
  { key: 'delete', header: 'Delete', width: 60, kind: 'delete' },
];

export const COLUMN_BY_KEY = new Map<ColumnKey, GridColumn>(GRID_COLUMNS.map((column) => [column.key, column]));

/** The columns a row's values live in, in screen order: the order pasted cells fill. */
export const DATA_COLUMNS: readonly DataColumn[] = GRID_COLUMNS.filter(
  (column): column is GridColumn & { key: DataColumn } => isDataColumn(column.key),
).map((column) => column.key);

export function isDataColumn(key: ColumnKey): key is DataColumn {
  return key !== 'sl' && key !== 'attachment' && key !== 'action' && key !== 'delete';
}

export function isLookupColumn(key: ColumnKey): key is LookupColumn {
  return key === 'customer' || key === 'driver' || key === 'truck';
}

export function isMoneyColumn(key: ColumnKey): key is MoneyColumn {
  return key === 'taxi_charge' || key === 'charge' || key === 'extra_amount';
}

export function columnHeader(key: ColumnKey): string {
  return COLUMN_BY_KEY.get(key)?.header ?? key;
}
