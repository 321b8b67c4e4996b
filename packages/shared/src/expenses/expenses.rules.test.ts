import { describe, expect, it } from 'vitest';
import type { ExpenseListRow } from './expenses.contract';
import {
  DEFAULT_EXPENSE_SORT,
  expenseMonthChoices,
  filterExpenses,
  hasActiveFilters,
  isOverdue,
  NO_EXPENSE_FILTERS,
  sortExpenses,
  summariseExpenses,
  toggleSort,
} from './expenses.rules';
import { expenseListRow } from './testing/expense-list-row';

/** An expense of March 2026, the month these rules are tried on. */
function row(overrides: Partial<ExpenseListRow> & Pick<ExpenseListRow, 'id'>): ExpenseListRow {
  return expenseListRow({ date: '2026-03-10', ...overrides });
}

describe('isOverdue', () => {
  it('is overdue only when not paid and the due date is before today', () => {
    expect(isOverdue({ status: 'pending', due_date: '2026-03-09' }, '2026-03-10')).toBe(true);
    expect(isOverdue({ status: 'requested', due_date: '2026-03-09' }, '2026-03-10')).toBe(true);
    expect(isOverdue({ status: 'pending', due_date: '2026-03-10' }, '2026-03-10')).toBe(false);
    expect(isOverdue({ status: 'paid', due_date: '2026-03-09' }, '2026-03-10')).toBe(false);
    expect(isOverdue({ status: 'pending', due_date: null }, '2026-03-10')).toBe(false);
    expect(isOverdue({ status: 'pending', due_date: '2025-12-31' }, '2026-01-01')).toBe(true);
  });
});

describe('expenseMonthChoices', () => {
  it('offers the 12 months of the previous, current and next year', () => {
    const months = expenseMonthChoices('2026-05');
    expect(months).toHaveLength(36);
    expect(months[0]).toBe('2025-01');
    expect(months[12]).toBe('2026-01');
    expect(months[35]).toBe('2027-12');
    expect(months).toContain('2026-05');
  });

  it('does not depend on where in the year the current month is', () => {
    expect(expenseMonthChoices('2026-01')).toEqual(expenseMonthChoices('2026-12'));
  });
});

describe('filterExpenses', () => {
  const rows = [
    row({ id: 1, charge_name: 'Diesel', description: 'Fuel at Sitra', status: 'paid' }),
    row({
      id: 2,
      charge_name: 'Tyre Replacement',
      type: 'driver_truck',
      driver_name: 'Abdul Rahman',
      truck_number: 'BH-10452',
    }),
    row({ id: 3, charge_name: 'Yard Rent', description: 'March rent', status: 'requested', reference: 'DIESEL-REF' }),
  ];

  it('searches charge, description, driver and truck, ignoring case and surrounding spaces', () => {
    const ids = (search: string) => filterExpenses(rows, { ...NO_EXPENSE_FILTERS, search }).map((r) => r.id);
    expect(ids('diesel')).toEqual([1]); // the reference is not searched
    expect(ids('  SITRA ')).toEqual([1]);
    expect(ids('abdul')).toEqual([2]);
    expect(ids('bh-104')).toEqual([2]);
    expect(ids('march')).toEqual([3]);
    expect(ids('')).toEqual([1, 2, 3]);
    expect(ids('nothing like it')).toEqual([]);
  });

  it('filters by status and type together with the search', () => {
    expect(filterExpenses(rows, { ...NO_EXPENSE_FILTERS, status: 'pending' }).map((r) => r.id)).toEqual([2]);
    expect(filterExpenses(rows, { ...NO_EXPENSE_FILTERS, type: 'driver_truck' }).map((r) => r.id)).toEqual([2]);
    expect(filterExpenses(rows, { search: 'e', status: 'paid', type: 'general' }).map((r) => r.id)).toEqual([1]);
  });

  it('knows when any filter is active', () => {
    expect(hasActiveFilters(NO_EXPENSE_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_EXPENSE_FILTERS, search: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_EXPENSE_FILTERS, search: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...NO_EXPENSE_FILTERS, status: 'paid' })).toBe(true);
    expect(hasActiveFilters({ ...NO_EXPENSE_FILTERS, type: 'general' })).toBe(true);
  });
});

describe('sortExpenses', () => {
  const rows = [
    row({ id: 1, date: '2026-03-02', charge_name: 'diesel', amount: 0.3, status: 'pending' }),
    row({ id: 2, date: '2026-03-05', charge_name: 'Yard Rent', amount: 100, status: 'paid' }),
    row({ id: 3, date: '2026-03-02', charge_name: 'Engine Oil', amount: 0.1, status: 'requested' }),
  ];
  const ids = (list: ExpenseListRow[]) => list.map((r) => r.id);

  it('defaults to newest first, the later entry first on the same day', () => {
    expect(ids(sortExpenses(rows, DEFAULT_EXPENSE_SORT))).toEqual([2, 3, 1]);
  });

  it('sorts by charge ignoring case, by amount as money and by status', () => {
    expect(ids(sortExpenses(rows, { key: 'charge', direction: 'asc' }))).toEqual([1, 3, 2]);
    expect(ids(sortExpenses(rows, { key: 'amount', direction: 'asc' }))).toEqual([3, 1, 2]);
    expect(ids(sortExpenses(rows, { key: 'amount', direction: 'desc' }))).toEqual([2, 1, 3]);
    expect(ids(sortExpenses(rows, { key: 'status', direction: 'asc' }))).toEqual([2, 1, 3]);
  });

  it('leaves the input untouched', () => {
    const before = ids(rows);
    sortExpenses(rows, { key: 'amount', direction: 'asc' });
    expect(ids(rows)).toEqual(before);
  });

  it('toggles the direction of the same column and starts a new column ascending', () => {
    expect(toggleSort(DEFAULT_EXPENSE_SORT, 'date')).toEqual({ key: 'date', direction: 'asc' });
    expect(toggleSort({ key: 'date', direction: 'asc' }, 'date')).toEqual({ key: 'date', direction: 'desc' });
    expect(toggleSort(DEFAULT_EXPENSE_SORT, 'amount')).toEqual({ key: 'amount', direction: 'asc' });
  });
});

describe('summariseExpenses', () => {
  it('totals in fils and counts paid, pending and driver_truck', () => {
    const rows = [
      row({ id: 1, amount: 0.1, status: 'paid' }),
      row({ id: 2, amount: 0.2, status: 'pending', type: 'driver_truck' }),
      row({ id: 3, amount: 1234.567, status: 'requested', type: 'driver_truck' }),
    ];
    expect(summariseExpenses(rows)).toEqual({ totalFils: 1234867, paidCount: 1, pendingCount: 1, driverTruckCount: 2 });
    expect(summariseExpenses([])).toEqual({ totalFils: 0, paidCount: 0, pendingCount: 0, driverTruckCount: 0 });
  });
});
