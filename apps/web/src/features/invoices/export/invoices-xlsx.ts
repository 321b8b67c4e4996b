import type { z } from 'zod';
import type { invoiceListRow } from '@fleetledger/shared/invoices/invoices.contract';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';

type InvoiceListRow = z.infer<typeof invoiceListRow>;

const BD_FORMAT = '"BD "#,##0.000';
const COLUMNS = [
  { header: 'Number', width: 16 },
  { header: 'Date', width: 12 },
  { header: 'Customer', width: 32 },
  { header: 'Reference', width: 18 },
  { header: 'Status', width: 12 },
  { header: 'Vatable (BD)', width: 16 },
  { header: 'VAT (BD)', width: 14 },
  { header: 'Total (BD)', width: 16 },
];

/** The filtered invoices as an Excel workbook, amounts as numbers in BD, with a totals row. */
export async function invoicesXlsx(rows: readonly InvoiceListRow[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'fleetledger';
  const sheet = workbook.addWorksheet('Invoices', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      invoiceNumberText(row.number),
      new Date(`${row.date}T00:00:00Z`),
      row.customer_name,
      row.reference ?? '',
      row.status,
      row.vatable_amount,
      row.vat_amount,
      row.total_amount,
    ]);
  }
  sheet.getColumn(2).numFmt = 'yyyy-mm-dd';
  for (const column of [6, 7, 8]) sheet.getColumn(column).numFmt = BD_FORMAT;
  if (rows.length > 0) {
    const totals = sheet.addRow(['Total']);
    for (const column of [6, 7, 8]) {
      const letter = sheet.getColumn(column).letter;
      totals.getCell(column).value = { formula: `SUM(${letter}2:${letter}${rows.length + 1})` };
    }
    totals.font = { bold: true };
  }
  return workbook.xlsx.writeBuffer();
}
