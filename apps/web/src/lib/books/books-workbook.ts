import type { Workbook } from 'exceljs';
import { filsToBd } from '@fleetledger/shared/money';
import { addCells, addTable, figureCell, newWorkbook, shadeRow, sheetName, type WorkbookCell } from '../table-workbook';
import type { BooksCell, BooksView } from './books-view';

/** Amounts stay numbers in BD with the screen's 3 decimals. */
export const BD_FORMAT = '#,##0.000';
/** A balance keeps its sign as a number (debit positive) and shows its side as the screen does. */
export const BALANCE_FORMAT = '#,##0.000 "Dr";#,##0.000 "Cr";0.000';
/** Dates read as the screen shows them, day first. */
export const DATE_FORMAT = 'dd/mm/yyyy';

const FORMATS = { money: BD_FORMAT, date: DATE_FORMAT };

function workbookCell(cell: BooksCell): WorkbookCell {
  if (cell.kind === 'balance') return { value: filsToBd(cell.fils), numFmt: BALANCE_FORMAT };
  return figureCell(cell, FORMATS);
}

const workbookCells = (cells: readonly BooksCell[]) => cells.map(workbookCell);

/**
 * The page as one sheet, exactly as shown: its name, whose and which period, the table with its totals,
 * then the key figures and the verdict.
 */
export async function booksWorkbook(view: BooksView): Promise<Workbook> {
  const workbook = await newWorkbook(`${view.title} ${view.period}`);

  const sheet = workbook.addWorksheet(sheetName(view.title));
  sheet.columns = view.columns.map((column) => ({ width: column.width }));
  sheet.addRow([view.title]).font = { bold: true, size: 14 };
  if (view.subject !== null) sheet.addRow([view.subject]).font = { bold: true };
  sheet.addRow([view.period]);
  sheet.addRow([]);

  // The screen shows no totals under an empty table.
  const table = { ...view, totals: view.rows.length > 0 ? view.totals : null };
  addTable(sheet, table, workbookCell, (row, added) => {
    if (row.role === 'opening' || row.role === 'closing') {
      added.font = { italic: true };
      shadeRow(added, view.columns.length);
    }
    if (row.role === 'heading' || row.role === 'subtotal') added.font = { bold: true };
  });

  if (view.figures.length > 0 || view.verdict !== null) sheet.addRow([]);
  for (const figure of view.figures)
    addCells(sheet, workbookCells([{ kind: 'text', text: figure.label }, figure.cell]));
  if (view.verdict !== null) sheet.addRow([view.verdict.text]).font = { bold: true };
  return workbook;
}
