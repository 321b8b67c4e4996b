import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { listRow } from '../testing/expense-fixtures';
import { expensesCsv } from './expenses-csv';
import { BD_NUMBER_FORMAT, expensesXlsx } from './expenses-xlsx';

const ROWS = [
  listRow({
    id: 1,
    date: '2025-01-03',
    amount: 1234.5,
    vat_amount: 123.45,
    description: 'Tyres, front "left"',
    due_date: '2025-02-01',
  }),
  listRow({
    id: 2,
    amount: 0.125,
    description: '=HYPERLINK("x")',
    type: 'driver_truck',
    driver_name: 'Abdul Rahman',
    truck_number: 'BH-10452',
    status: 'paid',
  }),
];

describe('CSV export', () => {
  it('writes a header and one line per expense, quoting and defusing text, amounts as plain numbers', () => {
    const lines = expensesCsv(ROWS)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Date,Charge,Description,Reference,Company,Type,Driver,Truck,Job,Due Date,Status,Amount (BD),VAT (BD)',
    );
    expect(lines[1]).toBe('2025-01-03,Diesel,"Tyres, front ""left""",,,General,,,,2025-02-01,Pending,1234.500,123.450');
    expect(lines[2]).toBe(
      `2026-11-10,Diesel,"'=HYPERLINK(""x"")",,,Driver / Truck,Abdul Rahman,BH-10452,,,Paid,0.125,0.000`,
    );
    expect(lines).toHaveLength(3);
  });
});

describe('Excel export', () => {
  it('has numeric BD amount and VAT cells, real dates and a totals row', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await expensesXlsx(ROWS, '2025-01'));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Expenses 2025-01');
    expect(sheet.getRow(1).getCell(12).value).toBe('Amount (BD)');
    expect(sheet.getRow(1).getCell(13).value).toBe('VAT (BD)');

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toEqual(new Date('2025-01-03T00:00:00Z'));
    expect(first.getCell(12).value).toBe(1234.5);
    expect(first.getCell(12).numFmt).toBe(BD_NUMBER_FORMAT);
    expect(first.getCell(13).value).toBe(123.45);
    expect(first.getCell(13).numFmt).toBe(BD_NUMBER_FORMAT);
    expect(sheet.getRow(3).getCell(10).value).toBeNull();

    const totals = sheet.getRow(4);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.getCell(12).value).toEqual({ formula: 'SUM(L2:L3)', result: 1234.625 });
    expect(totals.getCell(13).value).toEqual({ formula: 'SUM(M2:M3)', result: 123.45 });
  });
});
