import { z } from 'zod';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import {
  editableExpense,
  PAID_FROM_ACCOUNTS,
  type EditableExpense,
} from '@fleetledger/shared/expenses/expenses.contract';
import { isApiError } from '../../../lib/api-error';
import { amountField, recordField, type MergeOutline } from '../../../lib/three-way-merge';
import { EXPENSE_STATUS_LABELS, EXPENSE_TYPE_LABELS, expenseVatLabel } from '../expense-labels';
import type { ExpenseFormValues } from './expense-form-values';

/** The stored expense a stale save (409) answers with, or null for any other failure. */
export function staleExpense(error: unknown): EditableExpense | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = z.object({ current: editableExpense }).safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

const forDriverAndTruck = (values: ExpenseFormValues, text: string) => (values.type === 'driver_truck' ? text : '');

const field = recordField<ExpenseFormValues>;

/** How a stale save merges an expense: field by field, each shown as the form shows it, in the form's order. */
export const EXPENSE_MERGE: MergeOutline<ExpenseFormValues> = {
  fields: [
    field('Date', ['date'], (values) => formatDisplayDate(values.date)),
    field('Charge', ['chargeText', 'chargeId'], (values) => values.chargeText),
    field('Description', ['description'], (values) => values.description),
    field('Reference', ['reference'], (values) => values.reference),
    field('Job', ['jobNumber'], (values) => values.jobNumber),
    field('Due date', ['dueDate'], (values) => (values.dueDate === '' ? '' : formatDisplayDate(values.dueDate))),
    // The amount is compared as shown: 25.5 typed is the 25.500 read.
    amountField<ExpenseFormValues>('Amount', 'amount'),
    field('VAT', ['vatRate'], (values) => expenseVatLabel(values.vatRate)),
    field('Company', ['company'], (values) => values.company),
    field('Supplier VAT number', ['supplierVatNumber'], (values) => values.supplierVatNumber),
    field('Supplier invoice number', ['supplierInvoiceNumber'], (values) => values.supplierInvoiceNumber),
    field('Type', ['type'], (values) => EXPENSE_TYPE_LABELS[values.type]),
    field('Driver', ['driverText', 'driverId'], (values) => forDriverAndTruck(values, values.driverText)),
    field('Truck', ['truckText', 'truckId'], (values) => forDriverAndTruck(values, values.truckText)),
    field('Status', ['status'], (values) => EXPENSE_STATUS_LABELS[values.status]),
    field(
      'Paid from',
      ['paidFrom'],
      (values) => PAID_FROM_ACCOUNTS.find(({ id }) => String(id) === values.paidFrom)?.name ?? values.paidFrom,
    ),
  ],
};
