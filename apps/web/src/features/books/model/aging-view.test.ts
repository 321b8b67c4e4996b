import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { booksWorkbook } from '../../../lib/books/books-workbook';
import { AGING, PAYABLES_AGING } from '../testing/books-answers';
import { payablesAgingView, receivablesAgingView } from './aging-view';
import { viewHeaders } from '../../../testing/tables';

describe('the aging views', () => {
  it('name the party and file by the side of the books they age', () => {
    const payables = payablesAgingView(PAYABLES_AGING);
    const receivables = receivablesAgingView(AGING);
    expect([payables.title, payables.columns[0]!.header, payables.fileName]).toEqual([
      'Payables Aging',
      'Supplier',
      'payables_aging_2026-09-30.xlsx',
    ]);
    expect([receivables.title, receivables.columns[0]!.header, receivables.fileName]).toEqual([
      'Receivables Aging',
      'Customer',
      'receivables_aging_2026-11-23.xlsx',
    ]);
    expect(payables.columns.slice(1).map((column) => column.header)).toEqual(
      receivables.columns.slice(1).map((column) => column.header),
    );
  });

  it('export the payables aging as shown: each supplier, their terms and figures in BD, the totals', async () => {
    const view = payablesAgingView(PAYABLES_AGING);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(await (await booksWorkbook(view)).xlsx.writeBuffer());
    const sheet = read.worksheets[0]!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(sheet.name).toBe('Payables Aging');
    expect(values(2)).toEqual(['As at 30/09/2026']);
    expect(values(4)).toEqual(viewHeaders(view));
    expect(values(5)).toEqual(['Bapco Retail', 0, 11, 65, 0, 0, 0, 2, 74]);
    expect(values(6)).toEqual(['Gulf Tyres WLL', 30, 0, 0, 30, 0, 40, 15, 55]);
    expect(values(7)).toEqual(['Total', undefined, 11, 65, 30, 0, 40, 17, 129]);
  });

  it("open each party's bucket on the aging's date, and only a bucket that holds something", () => {
    const view = payablesAgingView(PAYABLES_AGING);
    const bapco = view.rows[0]!.cells;
    expect(bapco[2]).toEqual({
      kind: 'money',
      fils: 11_000,
      link: {
        to: '/books/payables-aging/items?supplier_id=11&bucket=not_due&date=2026-09-30',
        label: 'Bapco Retail, Not due: BD 11.000, show the open purchases and expenses',
      },
    });
    expect(bapco[4]).toEqual({ kind: 'money', fils: 0 });
    expect(view.totals!.cells[2]).toEqual({ kind: 'money', fils: 11_000 });
  });
});
