import type { DocumentStatus } from '../documents/document-status';
import { MAIL_MESSAGES, type MailDocument } from './mail.contract';

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
