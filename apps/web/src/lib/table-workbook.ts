import type { CellValue, Row, Workbook, Worksheet } from 'exceljs';
import { filsToBd } from '@fleetledger/shared/money';

/** One cell as Excel keeps it: the value and, for numbers and dates, how it shows. */
export interface WorkbookCell {
  value: CellValue;
  numFmt?: string;
}

/** The cells every table of figures has; money is integer fils, dates 'YYYY-MM-DD'. */
export type FigureCell =
  | { kind: 'text'; text: string }
  | { kind: 'count'; value: number }
  | { kind: 'money'; fils: number }
  | { kind: 'date'; date: string }
  | { kind: 'empty' };

/** How a table's screen shows its money, dates and (when it groups thousands) counts. */
export interface FigureFormats {
  money: string;
  date: string;
  count?: string;
}

export function figureCell(cell: FigureCell, formats: FigureFormats): WorkbookCell {
  switch (cell.kind) {
    case 'text':
      return { value: cell.text };
    case 'count':
      return formats.count === undefined ? { value: cell.value } : { value: cell.value, numFmt: formats.count };
    case 'money':
      return { value: filsToBd(cell.fils), numFmt: formats.money };
    case 'date':
      return { value: excelDate(cell.date), numFmt: formats.date };
    case 'empty':
      return { value: null };
  }
}

export const HEADER_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9EDF7' } } as const;
/** Rows set apart from the others: a block's heading, an opening or closing balance. */
export const SHADED_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF1F3F5' } } as const;

/** An amount in BD as the lists' exports show it. */
export const BD_CELL_FORMAT = '"BD "#,##0.000';

/** Excel keeps dates as day numbers without a time zone: midnight UTC is exactly that day. */
export function excelDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** exceljs is large, so it loads only when a file is asked for. */
export async function newWorkbook(title: string): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'fleetledger';
  workbook.title = title;
  return workbook;
}

/** Excel refuses sheet names over 31 characters, with []:*?/\ or used twice. */
export function sheetName(title: string, taken = new Set<string>()): string {
  const base = title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 27)} (${n})`;
  taken.add(name.toLowerCase());
  return name;
}

export function addCells(sheet: Worksheet, cells: readonly WorkbookCell[]): Row {
  const row = sheet.addRow(cells.map((cell) => cell.value));
  cells.forEach((cell, index) => {
    if (cell.numFmt !== undefined) row.getCell(index + 1).numFmt = cell.numFmt;
  });
  return row;
}

/** Bold on the header fill, figures' headers over their figures on the right. */
function styleHeader(header: Row, columns: readonly { align: 'left' | 'right' }[]): void {
  header.font = { bold: true };
  columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.fill = HEADER_FILL;
    if (column.align === 'right') cell.alignment = { horizontal: 'right' };
  });
}

export function shadeRow(row: Row, width: number): void {
  for (let index = 1; index <= width; index += 1) row.getCell(index).fill = SHADED_FILL;
}

/** Totals are values, not formulas, so every viewer shows them without recalculating; ruled as in a ledger. */
function styleTotals(totals: Row, width: number): void {
  totals.font = { bold: true };
  for (let index = 1; index <= width; index += 1) {
    totals.getCell(index).border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  }
}

interface FigureTable<R> {
  columns: readonly { header: string; align: 'left' | 'right' }[];
  rows: readonly R[];
  totals: R | null;
  emptyMessage: string;
}

/**
 * A table as its screen shows it: the header (frozen above the rows), the rows or the empty message in
 * italics, then the totals; `mark` styles the rows the screen sets apart.
 */
export function addTable<C, R extends { cells: readonly C[] }>(
  sheet: Worksheet,
  table: FigureTable<R>,
  toCell: (cell: C) => WorkbookCell,
  mark: (row: R, added: Row) => void,
): void {
  const header = sheet.addRow(table.columns.map((column) => column.header));
  styleHeader(header, table.columns);
  sheet.views = [{ state: 'frozen', ySplit: header.number }];

  if (table.rows.length === 0) sheet.addRow([table.emptyMessage]).font = { italic: true };
  for (const row of table.rows) mark(row, addCells(sheet, row.cells.map(toCell)));
  if (table.totals !== null) styleTotals(addCells(sheet, table.totals.cells.map(toCell)), table.columns.length);
}
