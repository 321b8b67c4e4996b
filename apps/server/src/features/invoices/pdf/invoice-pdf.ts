import { formatDisplayDate } from '@fleetledger/shared/dates';
import type { InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { bdToFils, formatFils } from '@fleetledger/shared/money';
import type { CompanySettings } from '@fleetledger/shared/settings/settings.contract';
import { companyHeader, pdfDocument, printedFils, type Doc } from '../../../pdf/pdf-document';
import { documentFacts, documentTitle } from '../../../pdf/pdf-heading';
import { PAGE, table, WIDTH, type Column } from '../../../pdf/pdf-table';
import { drawLine, drawParagraph } from '../../../pdf/pdf-text';

export interface InvoicePdfInput {
  invoice: InvoiceRecord;
  company: CompanySettings;
  logo: Buffer | null;
  customer: { name: string; address: string | null; vatNumber: string | null };
  /** The jobs of the job details page, or null when it is not asked for. */
  jobs:
    | { date: string; jobNumber: string | null; container: string | null; description: string; amountFils: number }[]
    | null;
  /** A reprint of a Posted invoice whose original was already issued. */
  copy: boolean;
  /** The invoice itself, or the tax credit note that cancelled it (for its full amount). */
  kind: 'invoice' | 'credit_note';
}

/** What differs between a tax invoice and the credit note of one. */
const WORDING = {
  invoice: {
    title: 'Tax Invoice',
    arabicTitle: 'فاتورة ضريبية',
    totals: ['Total excluding VAT', 'Total VAT', 'Total due (BD)'],
  },
  credit_note: {
    title: 'Tax Credit Note',
    arabicTitle: 'إشعار دائن ضريبي',
    totals: ['Credited excluding VAT', 'VAT credited', 'Total credited (BD)'],
  },
} as const;

const creditNoteText = (number: number) => `CN-ARG-${number}`;

/** The number, date and reference lines of the document's title block. */
function facts({ invoice, kind }: InvoicePdfInput): [string, string][] {
  const note = invoice.credit_note;
  if (kind === 'credit_note' && note !== null) {
    return [
      ['Credit Note No.', creditNoteText(note.number)],
      ['Date of issue', formatDisplayDate(note.date)],
      ['Credits invoice', `${invoiceNumberText(invoice.number)} of ${formatDisplayDate(invoice.date)}`],
    ];
  }
  return [
    ['Invoice No.', invoiceNumberText(invoice.number)],
    ['Date of issue', formatDisplayDate(invoice.date)],
    ['Reference', invoice.reference ?? '—'],
  ];
}

// A discount's zero VAT is 0.000, never -0.000.
const money = (bd: number) => printedFils(bdToFils(bd));

/** A red line under the title: a copy, or an invoice a credit note cancelled. */
function warnings({ invoice, copy, kind }: InvoicePdfInput): string[] {
  if (kind === 'credit_note') return [];
  const note = invoice.credit_note;
  return [
    ...(copy ? ['COPY — a reprint of the issued original'] : []),
    ...(note === null
      ? []
      : [`CANCELLED — credited by ${creditNoteText(note.number)} on ${formatDisplayDate(note.date)}`]),
  ];
}

function titleBlock(doc: Doc, input: InvoicePdfInput, top: number): number {
  const wording = WORDING[input.kind];
  documentTitle(doc, wording.title, wording.arabicTitle, top);
  let y = top + 28;
  doc.fillColor('#b00020');
  for (const warning of warnings(input)) {
    drawLine(doc, warning, PAGE.left, y, { width: WIDTH, size: 10, bold: true });
    y += 16;
  }
  doc.fillColor('black');
  let left = y;
  y = documentFacts(doc, facts(input), y);
  drawLine(doc, 'Bill to', PAGE.left, left, { width: 300, size: 9, bold: true });
  left += 13;
  drawLine(doc, input.customer.name, PAGE.left, left, { width: 300, size: 10, bold: true, align: 'left' });
  left += 14;
  if (input.customer.address !== null)
    left = drawParagraph(doc, input.customer.address, PAGE.left, left, { width: 300, size: 9, align: 'left' });
  if (input.customer.vatNumber !== null) {
    drawLine(doc, `VAT No. ${input.customer.vatNumber}`, PAGE.left, left, { width: 300, size: 9 });
    left += 13;
  }
  return Math.max(y, left) + 12;
}

const LINE_COLUMNS: Column[] = [
  { title: '#', width: 20 },
  { title: 'Description', width: 185 },
  { title: 'Qty', width: 35, align: 'right' },
  { title: 'Unit price excl. VAT', width: 85, align: 'right' },
  { title: 'VAT rate', width: 45, align: 'right' },
  { title: 'VAT (BD)', width: 65, align: 'right' },
  { title: 'Amount (BD)', width: 80, align: 'right' },
];

function linesTable(doc: Doc, { invoice, company, kind }: InvoicePdfInput, top: number): number {
  let y = top;
  if (invoice.narration !== null)
    y = drawParagraph(doc, invoice.narration, PAGE.left, y, { width: WIDTH, size: 9, align: 'start' }) + 6;
  const zeroRated = invoice.items.some((item) => item.vat_percentage === 0 && item.kind !== 'discount');
  const rows = invoice.items.map((item, index) => {
    const sign = item.kind === 'discount' ? -1 : 1;
    const rate = item.kind !== 'discount' && item.vat_percentage === 0 ? '0 % *' : `${item.vat_percentage} %`;
    return [
      String(index + 1),
      item.description,
      String(item.qty),
      money(item.amount * sign),
      rate,
      money(item.vat_amount * sign),
      money(item.total_amount * sign),
    ];
  });
  y = table(doc, LINE_COLUMNS, rows, y) + 6;
  if (y > PAGE.bottom - 120) {
    doc.addPage();
    y = PAGE.top;
  }
  const [vatable, vat, due] = WORDING[kind].totals;
  const totals = [
    [vatable, invoice.vatable_amount],
    [vat, invoice.vat_amount],
    [due, invoice.total_amount],
  ] as const;
  for (const [label, amount] of totals) {
    const bold = label === due;
    drawLine(doc, label, PAGE.left + 300, y, { width: 135, size: bold ? 10.5 : 9, bold, align: 'right' });
    drawLine(doc, money(amount), PAGE.left + 435, y, { width: 80, size: bold ? 10.5 : 9, bold, align: 'right' });
    y += bold ? 16 : 13;
  }
  if (zeroRated) {
    drawLine(doc, `* ${company.zero_rated_treatment}`, PAGE.left, y + 4, { width: WIDTH, size: 8.5 });
    y += 16;
  }
  return y + 8;
}

function bankDetails(doc: Doc, { company }: InvoicePdfInput, top: number) {
  const lines = [
    company.bank_name,
    company.bank_account_name === null ? null : `Account name: ${company.bank_account_name}`,
    company.bank_account_number === null ? null : `Account No.: ${company.bank_account_number}`,
    company.bank_iban === null ? null : `IBAN: ${company.bank_iban}`,
    company.bank_swift === null ? null : `SWIFT: ${company.bank_swift}`,
  ].filter((v): v is string => v !== null);
  if (lines.length === 0) return;
  let y = top > PAGE.bottom - 80 ? (doc.addPage(), PAGE.top) : top;
  drawLine(doc, 'Payment to', PAGE.left, y, { width: WIDTH, size: 9, bold: true });
  y += 13;
  for (const line of lines) {
    drawLine(doc, line, PAGE.left, y, { width: WIDTH, size: 8.5 });
    y += 12;
  }
}

const JOB_COLUMNS: Column[] = [
  { title: 'Date', width: 70 },
  { title: 'Job No.', width: 70 },
  { title: 'Container / BL', width: 110 },
  { title: 'Description', width: 185 },
  { title: 'Amount (BD)', width: 80, align: 'right' },
];

function jobDetails(doc: Doc, input: InvoicePdfInput) {
  if (input.jobs === null || input.jobs.length === 0) return;
  doc.addPage();
  drawLine(doc, `Job Details · ${invoiceNumberText(input.invoice.number)}`, PAGE.left, PAGE.top, {
    width: WIDTH,
    size: 13,
    bold: true,
  });
  const rows = input.jobs.map((job) => [
    formatDisplayDate(job.date),
    job.jobNumber ?? '',
    job.container ?? '',
    job.description,
    formatFils(job.amountFils),
  ]);
  const y = table(doc, JOB_COLUMNS, rows, PAGE.top + 24);
  const total = input.jobs.reduce((sum, job) => sum + job.amountFils, 0);
  drawLine(doc, `${input.jobs.length} jobs · BD ${formatFils(total)}`, PAGE.left, y + 4, {
    width: WIDTH,
    size: 9,
    bold: true,
    align: 'right',
  });
}

/**
 * The invoice as a Bahrain tax invoice PDF, or the tax credit note that cancelled it (see
 * docs/architecture.md, "The invoice PDF").
 */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const note = input.invoice.credit_note;
  const title =
    input.kind === 'credit_note' && note !== null
      ? creditNoteText(note.number)
      : invoiceNumberText(input.invoice.number);
  const { doc, done } = pdfDocument(title);
  let y = companyHeader(doc, input.company, input.logo);
  y = titleBlock(doc, input, y);
  y = linesTable(doc, input, y);
  if (input.kind === 'invoice') {
    bankDetails(doc, input, y);
    jobDetails(doc, input);
  }
  doc.end();
  return done;
}
