import type { DocumentListRow } from '@fleetledger/shared/documents/document-list.contract';

const BD_FORMAT = '"BD "#,##0.000';

/** A document list as an Excel workbook, amounts as numbers in BD (the VAT columns where it has VAT), with a totals row. */
export async function documentListXlsx(
  rows: readonly DocumentListRow[],
  sheet: { name: string; partyLabel: string; numberText: (number: number) => string; withVat: boolean },
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'fleetledger';
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const amounts = [
    ...(sheet.withVat
      ? [
          { header: 'Vatable (BD)', width: 16, of: (row: DocumentListRow) => row.vatable_amount },
          { header: 'VAT (BD)', width: 14, of: (row: DocumentListRow) => row.vat_amount },
        ]
      : []),
    { header: 'Total (BD)', width: 16, of: (row: DocumentListRow) => row.total_amount },
  ];
  worksheet.columns = [
    { header: 'Number', width: 16 },
    { header: 'Date', width: 12 },
    { header: sheet.partyLabel, width: 32 },
    { header: 'Reference', width: 18 },
    { header: 'Status', width: 12 },
    ...amounts.map(({ header, width }) => ({ header, width })),
  ];
  worksheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    worksheet.addRow([
      sheet.numberText(row.number),
      new Date(`${row.date}T00:00:00Z`),
      row.customer_name,
      row.reference ?? '',
      row.status,
      ...amounts.map((amount) => amount.of(row)),
    ]);
  }
  worksheet.getColumn(2).numFmt = 'yyyy-mm-dd';
  const amountColumns = amounts.map((_, index) => 6 + index);
  for (const column of amountColumns) worksheet.getColumn(column).numFmt = BD_FORMAT;
  if (rows.length > 0) {
    const totals = worksheet.addRow(['Total']);
    for (const column of amountColumns) {
      const letter = worksheet.getColumn(column).letter;
      totals.getCell(column).value = { formula: `SUM(${letter}2:${letter}${rows.length + 1})` };
    }
    totals.font = { bold: true };
  }
  return workbook.xlsx.writeBuffer();
}
