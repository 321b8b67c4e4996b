import type { ExpenseListRow } from '@fleetledger/shared/expenses/expenses.contract';
import { bdToFils, formatFils } from '@fleetledger/shared/money';
import { EXPORT_COLUMNS } from './expense-export-columns';

/** Text a spreadsheet would run as a formula when the file is opened. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number): string {
  // Amounts as plain 3-decimal numbers (no grouping), so any spreadsheet reads them as numbers.
  if (typeof value === 'number') return formatFils(bdToFils(value)).replace(/,/g, '');
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV of the listed expenses, with a byte-order mark so Excel reads it as UTF-8. */
export function expensesCsv(rows: readonly ExpenseListRow[]): string {
  const lines = [
    EXPORT_COLUMNS.map((column) => csvCell(column.header)).join(','),
    ...rows.map((row) => EXPORT_COLUMNS.map((column) => csvCell(column.value(row))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
