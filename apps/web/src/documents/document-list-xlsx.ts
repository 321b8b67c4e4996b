import type { DocumentListRow } from '@fleetledger/shared/documents/document-list.contract';
import { summaryLines, type DocumentListSummary } from './document-list';
import { BD_CELL_FORMAT, excelDate, newWorkbook } from '../lib/table-workbook';

/** Excel exports keep YYYY-MM-DD (README, Design decisions). */
const DATE_FORMAT = 'yyyy-mm-dd';

const asDate = (iso: string | null) => (iso === null ? null : excelDate(iso));

/**
 * A document list as an Excel workbook, amounts as numbers in BD (the VAT columns where it has VAT;
 * due date, open amount and flags where it is paid), then the totals the server gave for the whole
 * filter, status by status, as the list's footer shows them: a cancelled document enters none.
 */
export async function documentListXlsx(
  rows: readonly DocumentListRow[],
  summary: DocumentListSummary,
  sheet: {
    name: string;
    noun: string;
    partyLabel: string;
    numberText: (number: number) => string;
    withVat: boolean;
    paid: boolean;
  },
): Promise<ArrayBuffer> {
  const workbook = await newWorkbook(sheet.name);
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  type Amounts = Pick<DocumentListRow, 'vatable_amount' | 'vat_amount' | 'total_amount'>;
  const amounts = [
    ...(sheet.withVat
      ? [
          { header: 'Vatable (BD)', width: 16, of: (row: Amounts) => row.vatable_amount },
          { header: 'VAT (BD)', width: 14, of: (row: Amounts) => row.vat_amount },
        ]
      : []),
    { header: 'Total (BD)', width: 16, of: (row: Amounts) => row.total_amount },
  ];
  const paidColumns = sheet.paid
    ? [
        { header: 'Due date', width: 12 },
        { header: 'Open (BD)', width: 16 },
        { header: 'Flags', width: 18 },
      ]
    : [];
  worksheet.columns = [
    { header: 'Number', width: 16 },
    { header: 'Date', width: 12 },
    { header: sheet.partyLabel, width: 32 },
    { header: 'Reference', width: 18 },
    { header: 'Status', width: 12 },
    ...amounts.map(({ header, width }) => ({ header, width })),
    ...paidColumns,
  ];
  worksheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    worksheet.addRow([
      sheet.numberText(row.number),
      asDate(row.date),
      row.customer_name,
      row.reference ?? '',
      row.status,
      ...amounts.map((amount) => amount.of(row)),
      ...(sheet.paid ? [asDate(row.due_date), row.open_amount, row.flags.join(', ')] : []),
    ]);
  }
  const firstAmount = 6;
  const dueColumn = firstAmount + amounts.length;
  worksheet.getColumn(2).numFmt = DATE_FORMAT;
  for (const index of amounts.keys()) worksheet.getColumn(firstAmount + index).numFmt = BD_CELL_FORMAT;
  if (sheet.paid) {
    worksheet.getColumn(dueColumn).numFmt = DATE_FORMAT;
    worksheet.getColumn(dueColumn + 1).numFmt = BD_CELL_FORMAT;
  }
  worksheet.addRow([]);
  for (const line of summaryLines(summary, sheet.noun)) {
    const added = worksheet.addRow([line.label, null, null, null, null, ...amounts.map((a) => a.of(line.amounts))]);
    if (line.strong) added.font = { bold: true };
  }
  if (summary.open_amount !== null) {
    const open = worksheet.addRow(['Open']);
    open.getCell(dueColumn + 1).value = summary.open_amount;
    open.font = { bold: true };
  }
  return workbook.xlsx.writeBuffer();
}
