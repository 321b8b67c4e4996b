import type { DocumentStatus } from '../documents/document-status';
import { noteNumberText } from '../credit-notes/credit-notes.contract';
import { creditNoteNumberText, invoiceNumberText } from '../invoices/invoice-job-lines';
import { paymentNumberText } from '../payments/payment-rules';
import { receiptNumberText } from '../receipts/receipt-rules';
import { MAIL_MESSAGES, type MailDocument } from './mail.contract';

export type NumberedMailDocument = Exclude<MailDocument, 'statement'>;

/** A mailed document's number as users read it (INV-ARG-5); its PDF is named after it. */
export const MAIL_NUMBER_TEXT: Readonly<Record<NumberedMailDocument, (number: number) => string>> = {
  invoice: invoiceNumberText,
  credit_note: creditNoteNumberText,
  debit_note: (number) => noteNumberText('debit_note', number),
  receipt_voucher: receiptNumberText,
  payment_voucher: paymentNumberText,
};

/**
 * Only an issued document goes out: an invoice, a credit or debit note, a receipt or a payment while
 * Posted; a statement is the books as they stand (its status is null).
 */
export function mailRefusal(document: MailDocument, status: DocumentStatus | null): string | null {
  if (status === null || status === 'Posted') return null;
  return MAIL_MESSAGES.notIssued(MAIL_DOCUMENT_WORDS[document]);
}

const MAIL_DOCUMENT_WORDS: Readonly<Record<MailDocument, string>> = {
  invoice: 'invoice',
  credit_note: 'credit note',
  debit_note: 'debit note',
  receipt_voucher: 'receipt',
  payment_voucher: 'payment',
  statement: 'statement',
};
