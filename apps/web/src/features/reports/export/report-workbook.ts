import type { CellValue, Row, Workbook, Worksheet } from 'exceljs';
import { filsToBd } from '@fleetledger/shared/money';
import { XLSX_TYPE } from '../../../ui/download-file';
import type { ReportCell, ReportSection, ReportView } from '../model/report-view';

/** Amounts stay numbers in BD, shown with the reports' 2 decimals. */
export const BD_NUMBER_FORMAT = '#,##0.00';
const COUNT_FORMAT = '#,##0';
const PERCENT_FORMAT = '0.0%';
const DATE_FORMAT = 'yyyy-mm-dd';

const HEADER_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9EDF7' } } as const;
const GROUP_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF1F3F5' } } as const;

/** Excel keeps dates as day numbers without a time zone: midnight UTC is exactly that day. */
function excelValue(cell: ReportCell): CellValue {
  switch (cell.kind) {
    case 'text':
      return cell.text;
    case 'count':
      return cell.value;
    case 'money':
      return filsToBd(cell.fils);
    case 'percent':
      return cell.fraction;
    case 'date':
      return new Date(`${cell.date}T00:00:00Z`);
    case 'badge':
      return cell.label;
    case 'empty':
      return null;
  }
}

function excelFormat(cell: ReportCell): string | undefined {
  switch (cell.kind) {
    case 'count':
      return COUNT_FORMAT;
    case 'money':
      return BD_NUMBER_FORMAT;
    case 'percent':
      return PERCENT_FORMAT;
    case 'date':
      return DATE_FORMAT;
    case 'text':
    case 'badge':
    case 'empty':
      return undefined;
  }
}

function addCells(sheet: Worksheet, cells: ReportCell[]): Row {
  const row = sheet.addRow(cells.map(excelValue));
  cells.forEach((cell, index) => {
    const format = excelFormat(cell);
    if (format !== undefined) row.getCell(index + 1).numFmt = format;
  });
  return row;
}

/** Excel refuses sheet names over 31 characters, with []:*?/\ or used twice. */
function sheetName(title: string, taken: Set<string>): string {
  const base = title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 27)} (${n})`;
  taken.add(name.toLowerCase());
  return name;
}

/** One sheet per table: a bold frozen header row, the rows, then the totals. */
function addSectionSheet(workbook: Workbook, section: ReportSection, name: string): void {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = section.columns.map((column) => ({ header: column.header, width: column.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => (cell.fill = HEADER_FILL));
  section.columns.forEach((column, index) => {
    if (column.align === 'right') header.getCell(index + 1).alignment = { horizontal: 'right' };
  });

  if (section.rows.length === 0) sheet.addRow([section.emptyMessage]).font = { italic: true };
  for (const row of section.rows) {
    const added = addCells(sheet, row.cells);
    if (row.role === 'group') {
      added.font = { bold: true };
      for (let index = 1; index <= section.columns.length; index += 1) added.getCell(index).fill = GROUP_FILL;
    }
    if (row.role === 'subtotal') added.font = { bold: true, italic: true };
  }
  if (section.totals !== null) {
    const totals = addCells(sheet, section.totals.cells);
    totals.font = { bold: true };
    totals.eachCell(
      { includeEmpty: true },
      (cell) => (cell.border = { top: { style: 'thin' }, bottom: { style: 'double' } }),
    );
  }
}

/** The report's name, its dates and the figures shown above the tables. */
function addSummarySheet(workbook: Workbook, view: ReportView, name: string): void {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [{ width: 28 }, { width: 22 }, { width: 30 }];
  sheet.addRow(['Report', view.title]).font = { bold: true };
  addCells(sheet, [
    { kind: 'text', text: 'From' },
    { kind: 'date', date: view.period.from },
  ]);
  addCells(sheet, [
    { kind: 'text', text: 'To' },
    { kind: 'date', date: view.period.to },
  ]);
  sheet.addRow([]);
  for (const figure of view.summary) {
    addCells(sheet, [{ kind: 'text', text: figure.label }, figure.value, { kind: 'text', text: figure.hint ?? '' }]);
  }
}

/**
 * The report as an Excel workbook: one sheet per table with the same columns, tiers and totals as the
 * screen, then a Summary sheet. Totals are values rather than formulas so every viewer shows them
 * without recalculating. exceljs is large, so it loads only when a file is asked for.
 */
export async function reportWorkbook(view: ReportView): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'fleetledger';
  workbook.title = `${view.title} ${view.period.from} to ${view.period.to}`;
  const taken = new Set<string>();
  for (const section of view.sections) addSectionSheet(workbook, section, sheetName(section.title, taken));
  addSummarySheet(workbook, view, sheetName('Summary', taken));
  return workbook;
}

export async function reportXlsx(view: ReportView): Promise<Blob> {
  const buffer = await (await reportWorkbook(view)).xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}

/** 'drivers_job_2026-06-01_2026-06-30.xlsx' */
export function reportFileName(view: ReportView): string {
  return `${view.id}_${view.period.from}_${view.period.to}.xlsx`;
}
