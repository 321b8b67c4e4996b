import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { BD_FORMAT, DATE_FORMAT } from '../../../lib/books/books-workbook';
import { correctionsView, outsideView, vatReturnView } from '../model/vat-return-view';
import { Q4_WITH_LISTS } from '../testing/vat-return-answers';
import { vatReturnWorkbook } from './vat-return-workbook';

function rowValues(sheet: ExcelJS.Worksheet, rowNumber: number): unknown[] {
  const values = sheet.getRow(rowNumber).values;
  // exceljs keeps cell A at index 1.
  return Array.isArray(values) ? values.slice(1) : [];
}

describe('vatReturnWorkbook', () => {
  it('writes the boxes and each list shown under them, one sheet each', async () => {
    const written = await vatReturnWorkbook([
      vatReturnView(Q4_WITH_LISTS),
      correctionsView(Q4_WITH_LISTS),
      outsideView(Q4_WITH_LISTS),
    ]);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(await written.xlsx.writeBuffer());
    expect(read.worksheets.map((sheet) => sheet.name)).toEqual([
      'VAT Return',
      'Corrections from earlier period',
      'VAT accounts moved outside the ',
    ]);

    const [boxes, corrections, outside] = read.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(rowValues(boxes, 1)).toEqual(['VAT Return']);
    expect(rowValues(boxes, 2)).toEqual(['01/10/2026 – 31/12/2026']);
    expect(rowValues(boxes, 4)).toEqual(['Box', 'Description', 'الوصف', 'Amount (BD)', 'VAT (BD)']);
    expect(rowValues(boxes, 5)).toEqual([1, 'Standard rated sales', 'المبيعات الخاضعة للنسبة الأساسية', 250.5, 12.525]);
    expect(boxes.getRow(5).getCell(4).numFmt).toBe(BD_FORMAT);
    expect(rowValues(boxes, 13)).toEqual([
      18,
      'Net VAT due (or reclaimed)',
      'صافي الضريبة المستحقة (أو المستردة)',
      undefined,
      6010.525,
    ]);
    expect(rowValues(boxes, 15)).toEqual(['Net VAT due: BD 6,010.525']);

    expect(rowValues(corrections, 5)).toEqual([
      'INV-ARG-31',
      new Date('2026-09-28T00:00:00Z'),
      'Gulf Freight WLL',
      1,
      '01/07/2026 – 30/09/2026',
      60000,
      6000,
    ]);
    expect(corrections.getRow(5).getCell(2).numFmt).toBe(DATE_FORMAT);
    expect(rowValues(outside, 7)).toEqual(['Total', undefined, undefined, -123.5]);
  });
});
