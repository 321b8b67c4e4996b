import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { BALANCE_FORMAT, BD_FORMAT, booksWorkbook, DATE_FORMAT } from '../../../lib/books/books-workbook';
import { generalLedgerView } from '../model/general-ledger-view';
import { trialBalanceView } from '../model/trial-balance-view';
import { GENERAL_LEDGER, TRIAL_BALANCE, TRIAL_BALANCE_HEADERS } from '../testing/books-answers';

/** Writes the workbook and reads it back, as a user's spreadsheet program would. */
async function roundTrip(workbook: ExcelJS.Workbook): Promise<ExcelJS.Worksheet> {
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(await workbook.xlsx.writeBuffer());
  expect(read.worksheets).toHaveLength(1);
  return read.worksheets[0]!;
}

function rowValues(sheet: ExcelJS.Worksheet, rowNumber: number): unknown[] {
  const values = sheet.getRow(rowNumber).values;
  // exceljs keeps cell A at index 1.
  return Array.isArray(values) ? values.slice(1) : [];
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('booksWorkbook', () => {
  it('writes the trial balance as shown: title, period, header, rows, totals and whether they balance', async () => {
    const sheet = await roundTrip(await booksWorkbook(trialBalanceView(TRIAL_BALANCE)));
    expect(sheet.name).toBe('Trial Balance');
    expect(rowValues(sheet, 1)).toEqual(['Trial Balance']);
    expect(rowValues(sheet, 2)).toEqual(['01/11/2026 – 30/11/2026']);
    expect(rowValues(sheet, 4)).toEqual(TRIAL_BALANCE_HEADERS);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    expect(rowValues(sheet, 6)).toEqual(['Accounts Receivable', 100, 0, 263.025, 50, 313.025, 0]);
    expect(sheet.getRow(6).getCell(4).numFmt).toBe(BD_FORMAT);
    expect(rowValues(sheet, 9)).toEqual(['Total', 100, 100, 313.025, 313.025, 363.025, 363.025]);
    expect(sheet.getRow(9).font?.bold).toBe(true);
    expect(rowValues(sheet, 11)).toEqual(['The totals balance: debits equal credits in every column.']);
  });

  it('writes a ledger with its account, dates as dates, balances signed with their side, and its figures', async () => {
    const sheet = await roundTrip(await booksWorkbook(generalLedgerView(GENERAL_LEDGER)));
    expect(rowValues(sheet, 1)).toEqual(['General Ledger']);
    expect(rowValues(sheet, 2)).toEqual(['Accounts Receivable']);
    expect(rowValues(sheet, 5)?.[0]).toBe('Date');
    expect(rowValues(sheet, 6)).toEqual([day('2026-11-01'), undefined, 'Opening balance', ...Array(5), 100]);
    expect(rowValues(sheet, 7)).toEqual([
      day('2026-11-05'),
      'INV-ARG-12',
      'Invoice INV-ARG-12',
      'Gulf Freight WLL',
      undefined,
      undefined,
      263.025,
      0,
      363.025,
    ]);
    expect(sheet.getRow(7).getCell(1).numFmt).toBe(DATE_FORMAT);
    expect(sheet.getRow(7).getCell(9).numFmt).toBe(BALANCE_FORMAT);
    expect(rowValues(sheet, 9)).toEqual([
      day('2026-11-30'),
      undefined,
      'Closing balance',
      ...Array(3),
      263.025,
      50,
      313.025,
    ]);
    expect(rowValues(sheet, 11)).toEqual(['Opening balance', 100]);
    expect(rowValues(sheet, 14)).toEqual(['Closing balance', 313.025]);
  });

  it('says why the table is empty instead of writing an empty one', async () => {
    const empty = { ...TRIAL_BALANCE, rows: [] };
    const sheet = await roundTrip(await booksWorkbook(trialBalanceView(empty)));
    expect(rowValues(sheet, 5)).toEqual(['No account has a balance or a movement in this period.']);
    expect(sheet.rowCount).toBe(7);
  });
});
