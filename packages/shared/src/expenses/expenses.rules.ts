import { printedNumber } from '../documents/document-number-prefixes';
import { addMonths } from '../dates';
import { bdToFils } from '../money';
import type { ExpenseListRow, ExpenseStatus, ExpenseType } from './expenses.contract';

/** Expense Records shows 10 a page; new expenses start general and pending, as the original screens did. */
export const EXPENSE_PAGE_SIZE = 10;
export const DEFAULT_EXPENSE_TYPE: ExpenseType = 'general';
export const DEFAULT_EXPENSE_STATUS: ExpenseStatus = 'pending';

/** An expense still owed after its due date. Dates are 'YYYY-MM-DD', so text order is date order. */
export function isOverdue(expense: Pick<ExpenseListRow, 'status' | 'due_date'>, today: string): boolean {
  return expense.status !== 'paid' && expense.due_date !== null && expense.due_date < today;
}

/** The month selector: all 12 months of the previous, current and next year, oldest first. */
export function expenseMonthChoices(currentMonth: string): string[] {
  const firstOfPreviousYear = `${Number(currentMonth.slice(0, 4)) - 1}-01`;
  return Array.from({ length: 36 }, (_, index) => addMonths(firstOfPreviousYear, index));
}

// ---- filtering -----------------------------------------------------------------------------------

export interface ExpenseFilters {
  search: string;
  status: ExpenseStatus | 'all';
  type: ExpenseType | 'all';
}

export const NO_EXPENSE_FILTERS: ExpenseFilters = { search: '', status: 'all', type: 'all' };

export function hasActiveFilters(filters: ExpenseFilters): boolean {
  return filters.search.trim() !== '' || filters.status !== 'all' || filters.type !== 'all';
}

/** Case-insensitive match on charge name, description, driver name and truck number. */
export function matchesSearch(row: ExpenseListRow, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [row.charge_name, row.description, row.driver_name, row.truck_number].some(
    (value) => value !== null && value.toLowerCase().includes(needle),
  );
}

export function filterExpenses(rows: readonly ExpenseListRow[], filters: ExpenseFilters): ExpenseListRow[] {
  return rows.filter(
    (row) =>
      (filters.status === 'all' || row.status === filters.status) &&
      (filters.type === 'all' || row.type === filters.type) &&
      matchesSearch(row, filters.search),
  );
}

// ---- sorting -------------------------------------------------------------------------------------

export const EXPENSE_SORT_KEYS = ['date', 'charge', 'amount', 'status'] as const;
export type ExpenseSortKey = (typeof EXPENSE_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface ExpenseSort {
  key: ExpenseSortKey;
  direction: SortDirection;
}

export const DEFAULT_EXPENSE_SORT: ExpenseSort = { key: 'date', direction: 'desc' };

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function toggleSort(current: ExpenseSort, key: ExpenseSortKey): ExpenseSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

function compareBy(key: ExpenseSortKey, a: ExpenseListRow, b: ExpenseListRow): number {
  switch (key) {
    case 'date':
      // Same day: the later entry counts as later, so "newest first" is stable.
      return a.date.localeCompare(b.date) || a.id - b.id;
    case 'charge':
      return a.charge_name.localeCompare(b.charge_name, 'en', { sensitivity: 'base' });
    case 'amount':
      return bdToFils(a.amount) - bdToFils(b.amount);
    case 'status':
      return a.status.localeCompare(b.status);
  }
}

export function sortExpenses(rows: readonly ExpenseListRow[], sort: ExpenseSort): ExpenseListRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareBy(sort.key, a, b));
}

// ---- summary cards -------------------------------------------------------------------------------

export interface ExpenseSummary {
  totalFils: number;
  paidCount: number;
  pendingCount: number;
  driverTruckCount: number;
}

/** The four cards over the filtered list; the total is summed in fils so it never drifts. */
export function summariseExpenses(rows: readonly ExpenseListRow[]): ExpenseSummary {
  const summary: ExpenseSummary = { totalFils: 0, paidCount: 0, pendingCount: 0, driverTruckCount: 0 };
  for (const row of rows) {
    summary.totalFils += bdToFils(row.amount);
    if (row.status === 'paid') summary.paidCount += 1;
    if (row.status === 'pending') summary.pendingCount += 1;
    if (row.type === 'driver_truck') summary.driverTruckCount += 1;
  }
  return summary;
}

/** The expense's number in the books: its id, as the expense records list it. */
export const expenseNumberText = (id: number) => printedNumber('expense', id);
