import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { expenseTotalView } from '../model/expense-reports';
import { invoiceDetailView } from '../model/invoice-detail-report';
import { trucksJobView } from '../model/job-count-reports';
import { BD_NUMBER_FORMAT, reportFileName, reportWorkbook } from './report-workbook';

const PERIOD = { from: '2026-06-01', to: '2026-06-30' };

/** Writes the workbook and reads it back, as a user's spreadsheet program would. */
async function roundTrip(workbook: ExcelJS.Workbook): Promise<ExcelJS.Workbook> {
  const buffer = await workbook.xlsx.writeBuffer();
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(buffer);
  return read;
}

function rowValues(sheet: ExcelJS.Worksheet | undefined, rowNumber: number): unknown[] {
  const values = sheet?.getRow(rowNumber).values;
  // exceljs keeps cell A at index 1.
  return Array.isArray(values) ? values.slice(1) : [];
}

describe('reportWorkbook', () => {
  it('writes the table with its header, numbers as numbers, tiers as words and the totals', async () => {
    const view = trucksJobView(
      [
        { truck_id: 1, truck_number: 'BH-10231', job_count: 30, utilization: 30 / 30 },
        { truck_id: 2, truck_number: 'BH-10452', job_count: 6, utilization: 6 / 30 },
      ],
      PERIOD,
    );
    const workbook = await roundTrip(await reportWorkbook(view));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Trucks Job', 'Summary']);

    const sheet = workbook.getWorksheet('Trucks Job');
    expect(rowValues(sheet, 1)).toEqual(['Truck', 'Jobs', 'Utilization', 'Versus top truck']);
    expect(rowValues(sheet, 2)).toEqual(['BH-10231', 30, 1, 'Above 70 % of top']);
    expect(rowValues(sheet, 3)).toEqual(['BH-10452', 6, 0.2, '40 % of top or less']);
    expect(rowValues(sheet, 4)).toEqual(['Total', 36, 0.6]);
    expect(sheet?.getCell('C2').numFmt).toBe('0.0%');
    expect(sheet?.getRow(4).font?.bold).toBe(true);

    const summary = workbook.getWorksheet('Summary');
    expect(rowValues(summary, 1)).toEqual(['Report', 'Trucks Job']);
    expect(summary?.getCell('B2').value).toEqual(new Date('2026-06-01T00:00:00Z'));
  });

  it('keeps money as BD numbers with 2 decimals shown, account blocks and the grand total', async () => {
    const view = expenseTotalView(
      [{ coa_id: 29, coa_name: 'Fuel', charges: [{ charge_id: 1, charge_name: 'Diesel', total: 1234.567 }] }],
      PERIOD,
    );
    const sheet = (await roundTrip(await reportWorkbook(view))).worksheets[0];
    expect(rowValues(sheet, 2)).toEqual(['Fuel']);
    expect(sheet?.getCell('B3').value).toBe(1234.567);
    expect(sheet?.getCell('B3').numFmt).toBe(BD_NUMBER_FORMAT);
    expect(rowValues(sheet, 5)).toEqual(['Grand total', 1234.567, 1]);
  });

  it('gives each invoice list its own sheet and says when a list is empty', async () => {
    const view = invoiceDetailView({ requested: [], invoiced: [], non_invoiced: [] }, PERIOD);
    const workbook = await roundTrip(await reportWorkbook(view));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Requested',
      'Invoiced',
      'Not Invoiced',
      'Summary',
    ]);
    expect(rowValues(workbook.getWorksheet('Invoiced'), 2)).toEqual(['No invoiced jobs between these dates.']);
  });
});

describe('reportFileName', () => {
  it('names the file after the report and its dates', () => {
    expect(reportFileName(trucksJobView([], PERIOD))).toBe('trucks_job_2026-06-01_2026-06-30.xlsx');
  });
});
