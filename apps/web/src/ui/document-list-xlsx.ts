import type { DocumentListRow } from '@fleetledger/shared/documents/document-list.contract';

const BD_FORMAT = '"BD "#,##0.000';
const AMOUNT_COLUMNS = [6, 7, 8];

/** A document list as an Excel workbook, amounts as numbers in BD, with a totals row. */
export async function documentListXlsx(
  rows: readonly DocumentListRow[],
  sheet: { name: string; partyLabel: string; numberText: (number: number) => string },
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'fleetledger';
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = [
    { header: 'Number', width: 16 },
    { header: 'Date', width: 12 },
    { header: sheet.partyLabel, width: 32 },
    { header: 'Reference', width: 18 },
    { header: 'Status', width: 12 },
    { header: 'Vatable (BD)', width: 16 },
    { header: 'VAT (BD)', width: 14 },
    { header: 'Total (BD)', width: 16 },
  ];
  worksheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    worksheet.addRow([
      sheet.numberText(row.number),
      new Date(`${row.date}T00:00:00Z`),
      row.customer_name,
      row.reference ?? '',
      row.status,
      row.vatable_amount,
      row.vat_amount,
      row.total_amount,
    ]);
  }
  worksheet.getColumn(2).numFmt = 'yyyy-mm-dd';
  for (const column of AMOUNT_COLUMNS) worksheet.getColumn(column).numFmt = BD_FORMAT;
  if (rows.length > 0) {
    const totals = worksheet.addRow(['Total']);
    for (const column of AMOUNT_COLUMNS) {
      const letter = worksheet.getColumn(column).letter;
      totals.getCell(column).value = { formula: `SUM(${letter}2:${letter}${rows.length + 1})` };
    }
    totals.font = { bold: true };
  }
  return workbook.xlsx.writeBuffer();
}
