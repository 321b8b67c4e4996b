import type { ExpenseListRow } from '../expenses.contract';

/**
 * An expense as the list answers it: a pending general diesel expense unless the test says otherwise.
 * The date has no default: every list is of one month, and each test says which.
 */
export function expenseListRow(
  overrides: Partial<ExpenseListRow> & Pick<ExpenseListRow, 'id' | 'date'>,
): ExpenseListRow {
  return {
    charge_name: 'Diesel',
    amount: 10,
    vat_amount: 0,
    description: 'Fuel',
    reference: null,
    company: null,
    type: 'general',
    driver_name: null,
    truck_number: null,
    job: null,
    status: 'pending',
    due_date: null,
    ...overrides,
  };
}
