import type { Workbook } from 'exceljs';
import { BD_FORMAT, DATE_FORMAT } from '../../../lib/books/books-workbook';
import type { BooksCell, BooksView } from '../../../lib/books/books-view';
import { addTable, figureCell, newWorkbook, sheetName, type WorkbookCell } from '../../../lib/table-workbook';

const FORMATS = { money: BD_FORMAT, date: DATE_FORMAT };

// The return's lists hold no running balances.
const workbookCell = (cell: BooksCell): WorkbookCell =>
  cell.kind === 'balance' ? { value: null } : figureCell(cell, FORMATS);

/**
 * The return as shown, one sheet per table: the boxes with the net VAT due first, then each list the
 * page shows under them (corrections, moves outside the return, discounts, what the books now say).
 */
export async function vatReturnWorkbook(views: readonly [BooksView, ...BooksView[]]): Promise<Workbook> {
  const workbook = await newWorkbook(`${views[0].title} ${views[0].period}`);
  const taken = new Set<string>();
  for (const view of views) {
    const sheet = workbook.addWorksheet(sheetName(view.title, taken));
    sheet.columns = view.columns.map((column) => ({ width: column.width }));
    sheet.addRow([view.title]).font = { bold: true, size: 14 };
    sheet.addRow([view.period]);
    sheet.addRow([]);
    addTable(sheet, view, workbookCell, () => undefined);
    if (view.verdict !== null) {
      sheet.addRow([]);
      sheet.addRow([view.verdict.text]).font = { bold: true };
    }
  }
  return workbook;
}
