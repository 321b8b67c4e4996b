import type { SortingState } from '@tanstack/react-table';
import type { SortableColumn } from './grid-columns';
import type { GridRow } from './grid-row';
import type { RowDraft } from './row-draft';

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: SortableColumn;
  direction: SortDirection;
}

/** The operations spec: the fields 'Search table...' looks in. */
const SEARCHED: readonly (keyof RowDraft)[] = [
  'date',
  'job',
  'container',
  'customer',
  'driver',
  'truck',
  'taxi_name',
  'description',
  'careof',
  'extra_description',
  'related_note',
];

export function matchesSearch(draft: RowDraft, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  return SEARCHED.some((field) => String(draft[field]).toLowerCase().includes(wanted));
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Empty cells sort last in both directions, so the filled ones are what the user sees first. */
function compareRows(a: GridRow, b: GridRow, sort: SortState): number {
  const left = a.draft[sort.column].trim();
  const right = b.draft[sort.column].trim();
  if (left === '' || right === '') return left === right ? 0 : left === '' ? 1 : -1;
  const order = collator.compare(left, right);
  return sort.direction === 'asc' ? order : -order;
}

/**
 * The rows on screen: saved rows that match the search, in the chosen order (else as loaded), then
 * every unsaved new row, so what is being typed never disappears.
 */
export function visibleRows(rows: readonly GridRow[], search: string, sort: SortState | null): GridRow[] {
  const saved = rows.filter((row) => row.saved !== null && matchesSearch(row.draft, search));
  const fresh = rows.filter((row) => row.saved === null);
  if (sort !== null) saved.sort((a, b) => compareRows(a, b, sort));
  return [...saved, ...fresh];
}

/** The footer's count: every saved job, or while a search filters, how many of them it shows. */
export function jobCountText(shown: number, total: number, search: string): string {
  const noun = (n: number) => `${n} job${n === 1 ? '' : 's'}`;
  return search.trim() === '' ? noun(total) : `${shown} of ${noun(total)}`;
}

/** The table library's sorting as the sheet's own sort, or null for load order. */
export function sortState(sorting: SortingState): SortState | null {
  const first = sorting[0];
  return first === undefined ? null : { column: first.id as SortableColumn, direction: first.desc ? 'desc' : 'asc' };
}
