import type { CellValue, Row, Workbook, Worksheet } from 'exceljs';
import { filsToBd } from '@fleetledger/shared/money';
import type { BooksCell, BooksRow, BooksView } from './books-view';

/** Amounts stay numbers in BD with the screen's 3 decimals. */
export const BD_FORMAT = '#,##0.000';
/** A balance keeps its sign as a number (debit positive) and shows its side as the screen does. */
export const BALANCE_FORMAT = '#,##0.000 "Dr";#,##0.000 "Cr";0.000';
/** Dates read as the screen shows them, day first. */
export const DATE_FORMAT = 'dd/mm/yyyy';

const HEADER_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9EDF7' } } as const;
const BOUNDARY_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF1F3F5' } } as const;

/** Excel keeps dates as day numbers without a time zone: midnight UTC is exactly that day. */
function excelValue(cell: BooksCell): CellValue {
  switch (cell.kind) {
    case 'text':
      return cell.text;
    case 'money':
    case 'balance':
      return filsToBd(cell.fils);
    case 'date':
      return new Date(`${cell.date}T00:00:00Z`);
    case 'count':
      return cell.value;
    case 'empty':
      return null;
  }
}

function excelFormat(cell: BooksCell): string | undefined {
  switch (cell.kind) {
    case 'money':
      return BD_FORMAT;
    case 'balance':
      return BALANCE_FORMAT;
    case 'date':
      return DATE_FORMAT;
    case 'text':
    case 'count':
    case 'empty':
      return undefined;
  }
}

function addCells(sheet: Worksheet, cells: readonly BooksCell[]): Row {
  const row = sheet.addRow(cells.map(excelValue));
  cells.forEach((cell, index) => {
    const format = excelFormat(cell);
    if (format !== undefined) row.getCell(index + 1).numFmt = format;
  });
  return row;
}

function addBodyRow(sheet: Worksheet, row: BooksRow, width: number): void {
  const added = addCells(sheet, row.cells);
  if (row.role === 'opening' || row.role === 'closing') {
    added.font = { italic: true };
    for (let index = 1; index <= width; index += 1) added.getCell(index).fill = BOUNDARY_FILL;
  }
}

/** Excel refuses sheet names over 31 characters or with []:*?/\. */
function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
}

/**
 * The page as one sheet, exactly as shown: its name, whose and which period, the table with its totals,
 * then the key figures and the verdict. Totals are values, not formulas, so every viewer shows them
 * without recalculating. exceljs is large, so it loads only when a file is asked for.
 */
export async function booksWorkbook(view: BooksView): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'fleetledger';
  workbook.title = `${view.title} ${view.period}`;
  const width = view.columns.length;

  const sheet = workbook.addWorksheet(sheetName(view.title));
  sheet.columns = view.columns.map((column) => ({ width: column.width }));
  sheet.addRow([view.title]).font = { bold: true, size: 14 };
  if (view.subject !== null) sheet.addRow([view.subject]).font = { bold: true };
  sheet.addRow([view.period]);
  sheet.addRow([]);

  const header = sheet.addRow(view.columns.map((column) => column.header));
  header.font = { bold: true };
  view.columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.fill = HEADER_FILL;
    if (column.align === 'right') cell.alignment = { horizontal: 'right' };
  });
  sheet.views = [{ state: 'frozen', ySplit: header.number }];

  if (view.rows.length === 0) sheet.addRow([view.emptyMessage]).font = { italic: true };
  for (const row of view.rows) addBodyRow(sheet, row, width);
  if (view.totals !== null && view.rows.length > 0) {
    const totals = addCells(sheet, view.totals.cells);
    totals.font = { bold: true };
    for (let index = 1; index <= width; index += 1) {
      totals.getCell(index).border = { top: { style: 'thin' }, bottom: { style: 'double' } };
    }
  }

  if (view.figures.length > 0 || view.verdict !== null) sheet.addRow([]);
  for (const figure of view.figures) addCells(sheet, [{ kind: 'text', text: figure.label }, figure.cell]);
  if (view.verdict !== null) sheet.addRow([view.verdict.text]).font = { bold: true };
  return workbook;
}
