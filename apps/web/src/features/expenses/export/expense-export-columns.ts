import type { ExpenseListRow } from '@fleetledger/shared/expenses/expenses.contract';
import { EXPENSE_STATUS_LABELS, EXPENSE_TYPE_LABELS } from '../expense-labels';

export interface ExportColumn {
  header: string;
  /** Dates are 'YYYY-MM-DD' (or '' when absent); the workbook turns them into real date cells. */
  kind: 'text' | 'date' | 'amount';
  /** Text, or the BD amount (a number, so spreadsheets can add it up). */
  value: (row: ExpenseListRow) => string | number;
  /** Spreadsheet column width in characters. */
  width: number;
}

/** The columns of both exports, in the order of the records table; the amount and its VAT come last. */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'Date', kind: 'date', value: (row) => row.date, width: 12 },
  { header: 'Charge', kind: 'text', value: (row) => row.charge_name, width: 22 },
  { header: 'Description', kind: 'text', value: (row) => row.description, width: 40 },
  { header: 'Reference', kind: 'text', value: (row) => row.reference ?? '', width: 16 },
  { header: 'Company', kind: 'text', value: (row) => row.company ?? '', width: 18 },
  { header: 'Type', kind: 'text', value: (row) => EXPENSE_TYPE_LABELS[row.type], width: 15 },
  { header: 'Driver', kind: 'text', value: (row) => row.driver_name ?? '', width: 20 },
  { header: 'Truck', kind: 'text', value: (row) => row.truck_number ?? '', width: 12 },
  { header: 'Job', kind: 'text', value: (row) => row.job ?? '', width: 10 },
  { header: 'Due Date', kind: 'date', value: (row) => row.due_date ?? '', width: 12 },
  { header: 'Status', kind: 'text', value: (row) => EXPENSE_STATUS_LABELS[row.status], width: 12 },
  { header: 'Amount (BD)', kind: 'amount', value: (row) => row.amount, width: 16 },
  { header: 'VAT (BD)', kind: 'amount', value: (row) => row.vat_amount, width: 14 },
];

export function exportFileName(month: string, extension: 'csv' | 'xlsx'): string {
  return `expenses-${month}.${extension}`;
}
