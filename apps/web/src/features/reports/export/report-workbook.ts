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
} from '../../../lib/table-workbook';
import type { ReportCell, ReportSection, ReportView } from '../model/report-view';

/** Amounts stay numbers in BD, shown with the reports' 2 decimals. */
export const BD_NUMBER_FORMAT = '#,##0.00';
const COUNT_FORMAT = '#,##0';
const PERCENT_FORMAT = '0.0%';
const DATE_FORMAT = 'yyyy-mm-dd';

function workbookCell(cell: ReportCell): WorkbookCell {
  switch (cell.kind) {
    case 'text':
      return { value: cell.text };
    case 'count':
      return { value: cell.value, numFmt: COUNT_FORMAT };
    case 'money':
      return { value: filsToBd(cell.fils), numFmt: BD_NUMBER_FORMAT };
    case 'percent':
      return { value: cell.fraction, numFmt: PERCENT_FORMAT };
    case 'date':
      return { value: excelDate(cell.date), numFmt: DATE_FORMAT };
    case 'badge':
      return { value: cell.label };
    case 'empty':
      return { value: null };
  }
}

const workbookCells = (cells: readonly ReportCell[]) => cells.map(workbookCell);

/** One sheet per table: a bold frozen header row, the rows, then the totals. */
function addSectionSheet(workbook: Workbook, section: ReportSection, name: string): void {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = section.columns.map((column) => ({ header: column.header, width: column.width }));
  styleHeader(sheet.getRow(1), section.columns);

  if (section.rows.length === 0) sheet.addRow([section.emptyMessage]).font = { italic: true };
  for (const row of section.rows) {
    const added = addCells(sheet, workbookCells(row.cells));
    if (row.role === 'group') {
      added.font = { bold: true };
      shadeRow(added, section.columns.length);
    }
    if (row.role === 'subtotal') added.font = { bold: true, italic: true };
  }
  if (section.totals !== null) {
    styleTotals(addCells(sheet, workbookCells(section.totals.cells)), section.totals.cells.length);
  }
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
