import type { ExpenseStatus, ExpenseType, ExpenseVatRate } from '@fleetledger/shared/expenses/expenses.contract';

/** How the expense codes read on screen and in exports. */
export const EXPENSE_TYPE_LABELS: Record<ExpenseType, string> = { general: 'General', driver_truck: 'Driver / Truck' };

export const EXPENSE_STATUS_LABELS: Record<ExpenseStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  requested: 'Requested',
};

/**
 * Status colours: a light badge tint with text dark enough for 4.5:1 contrast on that tint (Mantine's
 * own green and yellow text fall short).
 */
export const EXPENSE_STATUS_COLORS: Record<ExpenseStatus, { tint: string; text: string }> = {
  paid: { tint: 'green', text: '#0b6b4f' },
  pending: { tint: 'yellow', text: '#7a4100' },
  requested: { tint: 'blue', text: 'var(--mantine-color-blue-9)' },
};

/** The VAT choices in the order the form offers them: none, the default, first. */
export const EXPENSE_VAT_CHOICES: readonly ExpenseVatRate[] = [null, 0, 10];

export function expenseVatLabel(rate: ExpenseVatRate): string {
  return rate === null ? 'None' : `${rate} %`;
}

/** The rate as a select's option value. */
export function expenseVatValue(rate: ExpenseVatRate): string {
  return rate === null ? 'none' : String(rate);
}
