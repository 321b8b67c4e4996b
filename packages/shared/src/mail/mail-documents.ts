import type { DocumentStatus } from '../documents/document-status';
import { creditNoteNumberText, invoiceNumberText } from '../invoices/invoice-job-lines';
import { paymentNumberText } from '../payments/payment-rules';
import { receiptNumberText } from '../receipts/receipt-rules';
import { MAIL_MESSAGES, type MailDocument } from './mail.contract';

export type NumberedMailDocument = Exclude<MailDocument, 'statement'>;

/** A mailed document's number as users read it (INV-ARG-5); its PDF is named after it. */
export const MAIL_NUMBER_TEXT: Readonly<Record<NumberedMailDocument, (number: number) => string>> = {
  invoice: invoiceNumberText,
  credit_note: creditNoteNumberText,
  receipt_voucher: receiptNumberText,
  payment_voucher: paymentNumberText,
};

/**
 * Only an issued document goes out: an invoice, receipt or payment once Posted. A credit note is
 * issued when it exists, and a statement is the books as they stand (their status is null).
 */
export function mailRefusal(document: MailDocument, status: DocumentStatus | null): string | null {
  if (status === null || status === 'Posted') return null;
  return MAIL_MESSAGES.notIssued(MAIL_DOCUMENT_WORDS[document]);
}

const MAIL_DOCUMENT_WORDS: Readonly<Record<MailDocument, string>> = {
  invoice: 'invoice',
  credit_note: 'credit note',
  receipt_voucher: 'receipt',
  payment_voucher: 'payment',
  statement: 'statement',
};
