import { formatDisplayDate } from '@fleetledger/shared/dates';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { bdToFils } from '@fleetledger/shared/money';
import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import type { ReceiptRecord } from '@fleetledger/shared/receipts/receipts.contract';
import type { CompanySettings } from '@fleetledger/shared/settings/settings.contract';
import { companyHeader, pdfDocument, printedFils, type Doc } from '../../../pdf/pdf-document';
import { documentFacts, documentParty, documentTitle } from '../../../pdf/pdf-heading';
import { PAGE, table, WIDTH, type Column } from '../../../pdf/pdf-table';
import { totalLine } from '../../../pdf/pdf-total-line';
import { drawLine, drawParagraph } from '../../../pdf/pdf-text';

export interface ReceiptVoucherInput {
  receipt: ReceiptRecord;
  company: CompanySettings;
  logo: Buffer | null;
}

const PAYMENT_WORDS = { online: 'Online transfer', cheque: 'Cheque', cash: 'Cash' } as const;

function facts(doc: Doc, { receipt }: ReceiptVoucherInput, top: number): number {
  documentTitle(doc, 'Receipt Voucher', 'سند قبض', top);
  const right = documentFacts(
    doc,
    [
      ['Receipt No.', receiptNumberText(receipt.number)],
      ['Date', formatDisplayDate(receipt.date)],
      ['Status', receipt.status],
    ],
    top + 30,
  );
  // The payment lines stand a little apart from the payer's name.
  let left = documentParty(doc, 'Received from', receipt.customer_name, top + 30) + 4;
  const payment = [
    `${PAYMENT_WORDS[receipt.type_of_payment]} into ${receipt.account_name}`,
    receipt.cheques === null
      ? null
      : `Cheque ${receipt.cheques.number} of ${formatDisplayDate(receipt.cheques.date)}, ${receipt.cheques.bank}`,
    receipt.reference === null ? null : `Reference ${receipt.reference}`,
  ].filter((line): line is string => line !== null);
  for (const line of payment) {
    drawLine(doc, line, PAGE.left, left, { width: 320, size: 9 });
    left += 13;
  }
  return Math.max(left, right) + 12;
}

const ITEM_COLUMNS: Column[] = [
  { title: '#', width: 20 },
  { title: 'For', width: 200 },
  { title: 'Description', width: 200 },
  { title: 'DR/CR', width: 40 },
  { title: 'Amount (BD)', width: 55, align: 'right' },
];

/** What an item is for, in the customer's words: an invoice paid, money on account, a discount, a round off. */
function itemPurpose(item: ReceiptRecord['items'][number]): string {
  if (item.kind === 'customer')
    return item.invoice_number === null
      ? 'Advance (not yet allocated)'
      : `Invoice ${invoiceNumberText(item.invoice_number)}`;
  return item.name;
}

function itemsTable(doc: Doc, { receipt }: ReceiptVoucherInput, top: number): number {
  const rows = receipt.items.map((item, index) => [
    String(index + 1),
    itemPurpose(item),
    item.description ?? '',
    item.cr_dr.toUpperCase(),
    printedFils(bdToFils(item.cr_dr === 'cr' ? item.amount : -item.amount)),
  ]);
  let y = table(doc, ITEM_COLUMNS, rows, top) + 6;
  totalLine(doc, 'Total received (BD)', printedFils(bdToFils(receipt.total_amount)), y);
  y += 20;
  if (receipt.narration !== null)
    y = drawParagraph(doc, receipt.narration, PAGE.left, y, { width: WIDTH, size: 9, align: 'start' }) + 6;
  return y;
}

function signatures(doc: Doc, top: number) {
  const y = Math.max(top + 40, PAGE.bottom - 80);
  for (const [x, label] of [
    [PAGE.left, 'Received by'],
    [PAGE.left + 300, 'Customer signature'],
  ] as const) {
    doc
      .moveTo(x, y)
      .lineTo(x + 200, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    drawLine(doc, label, x, y + 4, { width: 200, size: 8.5 });
  }
}

/** A receipt as a printable voucher: the company, who paid and how, what each part paid, the total in BD. */
export function renderReceiptVoucher(input: ReceiptVoucherInput): Promise<Buffer> {
  const { doc, done } = pdfDocument(receiptNumberText(input.receipt.number));
  let y = companyHeader(doc, input.company, input.logo);
  y = facts(doc, input, y);
  y = itemsTable(doc, input, y);
  signatures(doc, y);
  doc.end();
  return done;
}
