import { typedDocumentNumber } from '../documents/typed-document-number';
import { noteNumberText } from '../credit-notes/credit-notes.contract';
import { creditNoteNumberText, invoiceNumberText } from '../invoices/invoice-job-lines';
import { paymentNumberText } from '../payments/payment-rules';
import { receiptNumberText } from '../receipts/receipt-rules';
import type { MailDocument } from './mail.contract';

export type NumberedMailDocument = Exclude<MailDocument, 'statement'>;

/** A mailed document's number as users read it (INV-ARG-5); its PDF is named after it. */
export const MAIL_NUMBER_TEXT: Readonly<Record<NumberedMailDocument, (number: number) => string>> = {
  invoice: invoiceNumberText,
  credit_note: creditNoteNumberText,
  debit_note: (number) => noteNumberText('debit_note', number),
  receipt_voucher: receiptNumberText,
  payment_voucher: paymentNumberText,
};

const NUMBERED = Object.keys(MAIL_NUMBER_TEXT) as NumberedMailDocument[];
/**
 * The number of a document of this kind as a user types it: 5, or as printed (INV-ARG-5, any case);
 * null when it is neither, 0, or printed for another kind (CN-ARG-5 is no invoice's).
 */
export function mailNumberFrom(document: NumberedMailDocument, text: string): number | null {
  const number = typedDocumentNumber(MAIL_NUMBER_TEXT[document], text);
  return number === null || number === 0 || number > Number.MAX_SAFE_INTEGER ? null : number;
}

/**
 * The documents a number as typed names, of any kind: one when printed with its prefix (INV-ARG-5),
 * each kind's of that number when bare (5); none when it is no number of ours.
 */
export function documentsNumbered(text: string): { document: NumberedMailDocument; number: number }[] {
  return NUMBERED.flatMap((document) => {
    const number = mailNumberFrom(document, text);
    return number === null ? [] : [{ document, number }];
  });
}
