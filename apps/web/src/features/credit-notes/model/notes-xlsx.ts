import type { NoteListRow } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { BD_CELL_FORMAT, excelDate, newWorkbook } from '../../../lib/table-workbook';
import type { NoteWords } from './note-kinds';

type Amounts = Pick<NoteListRow, 'vatable_amount' | 'vat_amount' | 'total_amount'>;

/**
 * A list of credit or debit notes as an Excel workbook, amounts in BD, with the server's totals of the
 * whole filter (the cancelled notes not counted in them).
 */
export async function notesXlsx(words: NoteWords, rows: readonly NoteListRow[], totals: Amounts): Promise<ArrayBuffer> {
  const workbook = await newWorkbook(words.listTitle);
  const worksheet = workbook.addWorksheet(words.listTitle, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = [
    { header: 'Number', width: 16 },
    { header: 'Date', width: 12, style: { numFmt: 'yyyy-mm-dd' } },
    { header: 'Invoice', width: 16 },
    { header: 'Customer', width: 32 },
    { header: 'Reason', width: 40 },
    { header: 'Status', width: 12 },
    { header: 'Vatable (BD)', width: 16, style: { numFmt: BD_CELL_FORMAT } },
    { header: 'VAT (BD)', width: 14, style: { numFmt: BD_CELL_FORMAT } },
    { header: 'Total (BD)', width: 16, style: { numFmt: BD_CELL_FORMAT } },
  ];
  worksheet.getRow(1).font = { bold: true };
  const figures = (amounts: Amounts) => [amounts.vatable_amount, amounts.vat_amount, amounts.total_amount];
  for (const row of rows)
    worksheet.addRow([
      words.numberText(row.number),
      excelDate(row.date),
      invoiceNumberText(row.invoice_number),
      row.customer_name,
      row.reason,
      row.status,
      ...figures(row),
    ]);
  worksheet.addRow([
    'Total',
    null,
    null,
    `${rows.length} ${words.noun}${rows.length === 1 ? '' : 's'}`,
    'Cancelled notes not counted',
    null,
    ...figures(totals),
  ]).font = { bold: true };
  return workbook.xlsx.writeBuffer();
}
