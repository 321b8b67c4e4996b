import type { CreditNoteListRow } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { creditNoteNumberText, invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { BD_CELL_FORMAT, excelDate, newWorkbook } from '../../../lib/table-workbook';

type Amounts = Pick<CreditNoteListRow, 'vatable_amount' | 'vat_amount' | 'total_amount'>;

/** The Credit Notes list as an Excel workbook, amounts in BD, with the server's totals of the whole filter. */
export async function creditNotesXlsx(rows: readonly CreditNoteListRow[], totals: Amounts): Promise<ArrayBuffer> {
  const workbook = await newWorkbook('Credit Notes');
  const worksheet = workbook.addWorksheet('Credit Notes', { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = [
    { header: 'Number', width: 16 },
    { header: 'Date', width: 12, style: { numFmt: 'yyyy-mm-dd' } },
    { header: 'Invoice', width: 16 },
    { header: 'Customer', width: 32 },
    { header: 'Vatable (BD)', width: 16, style: { numFmt: BD_CELL_FORMAT } },
    { header: 'VAT (BD)', width: 14, style: { numFmt: BD_CELL_FORMAT } },
    { header: 'Total (BD)', width: 16, style: { numFmt: BD_CELL_FORMAT } },
  ];
  worksheet.getRow(1).font = { bold: true };
  const figures = (amounts: Amounts) => [amounts.vatable_amount, amounts.vat_amount, amounts.total_amount];
  for (const row of rows)
    worksheet.addRow([
      creditNoteNumberText(row.number),
      excelDate(row.date),
      invoiceNumberText(row.invoice_number),
      row.customer_name,
      ...figures(row),
    ]);
  worksheet.addRow([
    'Total',
    null,
    null,
    `${rows.length} credit note${rows.length === 1 ? '' : 's'}`,
    ...figures(totals),
  ]).font = { bold: true };
  return workbook.xlsx.writeBuffer();
}
