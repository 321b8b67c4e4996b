import PDFDocument from 'pdfkit';
import { formatFils } from '@fleetledger/shared/money';
import type { CompanySettings } from '@fleetledger/shared/settings/settings.contract';
import { PAGE, WIDTH } from './pdf-table';
import { drawLine, registerPdfFonts } from './pdf-text';

export type Doc = InstanceType<typeof PDFDocument>;

/** An A4 document with the fonts registered, and the whole PDF once `doc.end()` is called. */
export function pdfDocument(title: string): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.left, info: { Title: title } });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

export const GREY = '#555555';

/** A BD amount as printed: 3 decimals; + 0 so a zero is never printed as -0.000. */
export const printedFils = (fils: number) => formatFils(fils + 0);

/** The company's logo, legal names, address, CR and VAT numbers and contacts; answers where the page goes on. */
export function companyHeader(doc: Doc, company: CompanySettings, logo: Buffer | null): number {
  if (logo !== null) doc.image(logo, PAGE.left, PAGE.top, { fit: [120, 60] });
  const x = PAGE.left + 260;
  const box = { width: WIDTH - 260, align: 'right' as const };
  drawLine(doc, company.legal_name_en, x, PAGE.top, { ...box, size: 13, bold: true });
  let y = PAGE.top + 18;
  if (company.legal_name_ar !== null) {
    drawLine(doc, company.legal_name_ar, x, y, { ...box, size: 12, bold: true });
    y += 18;
  }
  doc.fillColor(GREY);
  const details = [
    company.address,
    company.cr_number === null ? null : `CR No. ${company.cr_number}`,
    company.vat_number === null ? null : `VAT Registration No. ${company.vat_number}`,
    [company.phone, company.email].filter((v) => v !== null).join(' · ') || null,
  ];
  for (const line of details.filter((v): v is string => v !== null)) {
    drawLine(doc, line, x, y, { ...box, size: 8.5 });
    y += 12;
  }
  doc.fillColor('black');
  return Math.max(y, PAGE.top + 64) + 10;
}
