import { z } from 'zod';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { editableExpense, type EditableExpense } from '@fleetledger/shared/expenses/expenses.contract';
import { isApiError } from '../../../lib/api-error';
import type { ConflictDifference } from '../../../ui/conflict-dialog';
import { EXPENSE_STATUS_LABELS, EXPENSE_TYPE_LABELS } from '../expense-labels';
import type { ExpenseFormValues } from './expense-form-values';

/** The stored expense a stale save (409) answers with, or null for any other failure. */
export function staleExpense(error: unknown): EditableExpense | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = z.object({ current: editableExpense }).safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

function amountText(amount: number | string): string {
  const value = Number(amount);
  return amount === '' || !Number.isFinite(value) ? String(amount) : value.toFixed(3);
}

const forDriverAndTruck = (values: ExpenseFormValues, text: string) => (values.type === 'driver_truck' ? text : '');

/** Each field as the form shows it, in the form's order. */
const FIELDS: readonly [string, (values: ExpenseFormValues) => string][] = [
  ['Date', (values) => formatDisplayDate(values.date)],
  ['Charge', (values) => values.chargeText],
  ['Amount', (values) => amountText(values.amount)],
  ['Description', (values) => values.description],
  ['Reference', (values) => values.reference],
  ['Type', (values) => EXPENSE_TYPE_LABELS[values.type]],
  ['Driver', (values) => forDriverAndTruck(values, values.driverText)],
  ['Truck', (values) => forDriverAndTruck(values, values.truckText)],
  ['Job', (values) => values.jobNumber],
  ['Due date', (values) => (values.dueDate === '' ? '' : formatDisplayDate(values.dueDate))],
  ['Status', (values) => EXPENSE_STATUS_LABELS[values.status]],
  ['Company', (values) => values.company],
];

/** The fields where the stored expense and the form differ. */
export function expenseDifferences(theirs: ExpenseFormValues, yours: ExpenseFormValues): ConflictDifference[] {
  return FIELDS.flatMap(([field, text]) =>
    text(theirs) === text(yours) ? [] : [{ field, theirs: text(theirs), yours: text(yours) }],
  );
}
