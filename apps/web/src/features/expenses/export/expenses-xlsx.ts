import type { ExpenseListRow } from '@fleetledger/shared/expenses/expenses.contract';
import { bdToFils, filsToBd } from '@fleetledger/shared/money';
import { EXPORT_COLUMNS, type ExportColumn } from './expense-export-columns';

/** Excel shows the amounts as BD with 3 decimals while the cells stay numbers. */
export const BD_NUMBER_FORMAT = '"BD "#,##0.000';

const DATE_FORMAT = 'yyyy-mm-dd';

/** Excel keeps dates as day numbers without a time zone: midnight UTC is exactly that day. */
function cellValue(column: ExportColumn, row: ExpenseListRow): string | number | Date | null {
  const value = column.value(row);
  if (column.kind !== 'date' || typeof value !== 'string') return value;
  return value === '' ? null : new Date(`${value}T00:00:00Z`);
}

/**
 * An Excel workbook of the listed expenses with a totals row. exceljs is large, so it is loaded only
 * when the user asks for the file.
 */
export async function expensesXlsx(rows: readonly ExpenseListRow[], month: string): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'fleetledger';
  const sheet = workbook.addWorksheet(`Expenses ${month}`, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };

  for (const row of rows) sheet.addRow(EXPORT_COLUMNS.map((column) => cellValue(column, row)));

  const totals = sheet.addRow([]);
  totals.getCell(1).value = 'Total';
  EXPORT_COLUMNS.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    if (column.kind === 'date') sheetColumn.numFmt = DATE_FORMAT;
    if (column.kind !== 'amount') return;
    sheetColumn.numFmt = BD_NUMBER_FORMAT;
    // Summed in fils for the cached result; the formula keeps the total right if someone edits a cell.
    const totalBd = filsToBd(rows.reduce((sum, row) => sum + bdToFils(Number(column.value(row))), 0));
    const letter = sheetColumn.letter;
    totals.getCell(index + 1).value =
      rows.length === 0 ? 0 : { formula: `SUM(${letter}2:${letter}${rows.length + 1})`, result: totalBd };
  });
  totals.font = { bold: true };

  return workbook.xlsx.writeBuffer();
}
