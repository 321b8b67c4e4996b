import type { Workbook } from 'exceljs';
import {
  addCells,
  addTable,
  figureCell,
  newWorkbook,
  shadeRow,
  sheetName,
  type WorkbookCell,
} from '../../../lib/table-workbook';
import type { ReportCell, ReportSection, ReportView } from '../model/report-view';

/** Amounts stay numbers in BD, shown with the reports' 2 decimals. */
export const BD_NUMBER_FORMAT = '#,##0.00';
const COUNT_FORMAT = '#,##0';
const PERCENT_FORMAT = '0.0%';
const DATE_FORMAT = 'yyyy-mm-dd';

const FORMATS = { money: BD_NUMBER_FORMAT, date: DATE_FORMAT, count: COUNT_FORMAT };

function workbookCell(cell: ReportCell): WorkbookCell {
  if (cell.kind === 'percent') return { value: cell.fraction, numFmt: PERCENT_FORMAT };
  if (cell.kind === 'badge') return { value: cell.label };
  return figureCell(cell, FORMATS);
}

const workbookCells = (cells: readonly ReportCell[]) => cells.map(workbookCell);

/** One sheet per table: a bold frozen header row, the rows, then the totals. */
function addSectionSheet(workbook: Workbook, section: ReportSection, name: string): void {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = section.columns.map((column) => ({ width: column.width }));
  addTable(sheet, section, workbookCell, (row, added) => {
    if (row.role === 'group') {
      added.font = { bold: true };
      shadeRow(added, section.columns.length);
    }
    if (row.role === 'subtotal') added.font = { bold: true, italic: true };
  });
}

/** The report's name, its dates and the figures shown above the tables. */
function addSummarySheet(workbook: Workbook, view: ReportView, name: string): void {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [{ width: 28 }, { width: 22 }, { width: 30 }];
  sheet.addRow(['Report', view.title]).font = { bold: true };
  addCells(
    sheet,
    workbookCells([
      { kind: 'text', text: 'From' },
      { kind: 'date', date: view.period.from },
    ]),
  );
  addCells(
    sheet,
    workbookCells([
      { kind: 'text', text: 'To' },
      { kind: 'date', date: view.period.to },
    ]),
  );
  sheet.addRow([]);
  for (const figure of view.summary) {
    addCells(
      sheet,
      workbookCells([{ kind: 'text', text: figure.label }, figure.value, { kind: 'text', text: figure.hint ?? '' }]),
    );
  }
}

/**
 * The report as an Excel workbook: one sheet per table with the same columns, tiers and totals as the
 * screen, then a Summary sheet.
 */
export async function reportWorkbook(view: ReportView): Promise<Workbook> {
  const workbook = await newWorkbook(`${view.title} ${view.period.from} to ${view.period.to}`);
  const taken = new Set<string>();
  for (const section of view.sections) addSectionSheet(workbook, section, sheetName(section.title, taken));
  addSummarySheet(workbook, view, sheetName('Summary', taken));
  return workbook;
}

/** 'drivers_job_2026-06-01_2026-06-30.xlsx' */
export function reportFileName(view: ReportView): string {
  return `${view.id}_${view.period.from}_${view.period.to}.xlsx`;
}
