import type { Workbook } from 'exceljs';
import { filsToBd } from '@fleetledger/shared/money';
import {
  addCells,
  excelDate,
  newWorkbook,
  shadeRow,
  sheetName,
  styleHeader,
  styleTotals,
  type WorkbookCell,
} from '../table-workbook';
import type { BooksCell, BooksView } from './books-view';

/** Amounts stay numbers in BD with the screen's 3 decimals. */
export const BD_FORMAT = '#,##0.000';
/** A balance keeps its sign as a number (debit positive) and shows its side as the screen does. */
export const BALANCE_FORMAT = '#,##0.000 "Dr";#,##0.000 "Cr";0.000';
/** Dates read as the screen shows them, day first. */
export const DATE_FORMAT = 'dd/mm/yyyy';

function workbookCell(cell: BooksCell): WorkbookCell {
  switch (cell.kind) {
    case 'text':
      return { value: cell.text };
    case 'money':
      return { value: filsToBd(cell.fils), numFmt: BD_FORMAT };
    case 'balance':
      return { value: filsToBd(cell.fils), numFmt: BALANCE_FORMAT };
    case 'date':
      return { value: excelDate(cell.date), numFmt: DATE_FORMAT };
    case 'count':
      return { value: cell.value };
    case 'empty':
      return { value: null };
  }
}

const workbookCells = (cells: readonly BooksCell[]) => cells.map(workbookCell);

/**
 * The page as one sheet, exactly as shown: its name, whose and which period, the table with its totals,
 * then the key figures and the verdict.
 */
export async function booksWorkbook(view: BooksView): Promise<Workbook> {
  const workbook = await newWorkbook(`${view.title} ${view.period}`);
  const width = view.columns.length;

  const sheet = workbook.addWorksheet(sheetName(view.title));
  sheet.columns = view.columns.map((column) => ({ width: column.width }));
  sheet.addRow([view.title]).font = { bold: true, size: 14 };
  if (view.subject !== null) sheet.addRow([view.subject]).font = { bold: true };
  sheet.addRow([view.period]);
  sheet.addRow([]);

  const header = sheet.addRow(view.columns.map((column) => column.header));
  styleHeader(header, view.columns);
  sheet.views = [{ state: 'frozen', ySplit: header.number }];

  if (view.rows.length === 0) sheet.addRow([view.emptyMessage]).font = { italic: true };
  for (const row of view.rows) {
    const added = addCells(sheet, workbookCells(row.cells));
    if (row.role === 'opening' || row.role === 'closing') {
      added.font = { italic: true };
      shadeRow(added, width);
    }
  }
  if (view.totals !== null && view.rows.length > 0) {
    styleTotals(addCells(sheet, workbookCells(view.totals.cells)), width);
  }

  if (view.figures.length > 0 || view.verdict !== null) sheet.addRow([]);
  for (const figure of view.figures)
    addCells(sheet, workbookCells([{ kind: 'text', text: figure.label }, figure.cell]));
  if (view.verdict !== null) sheet.addRow([view.verdict.text]).font = { bold: true };
  return workbook;
}
