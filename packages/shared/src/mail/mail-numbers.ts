import { type NumberedDocument, printedNumber, typedNumber } from '../documents/document-number-prefixes';
import type { MailDocument } from './mail.contract';

export type NumberedMailDocument = Exclude<MailDocument, 'statement'>;

/** A mailed document's number as users read it (INV-ARG-5); its PDF is named after it. */
export function mailNumberText(document: NumberedMailDocument, number: number): string {
  return printedNumber(NUMBERED_KIND[document], number);
}

const NUMBERED_KIND: Readonly<Record<NumberedMailDocument, NumberedDocument>> = {
  invoice: 'invoice',
  credit_note: 'credit_note',
  debit_note: 'debit_note',
  receipt_voucher: 'receipt',
  payment_voucher: 'payment',
};

const NUMBERED = Object.keys(NUMBERED_KIND) as NumberedMailDocument[];
/**
 * The number of a document of this kind as a user types it: 5, or as printed (INV-ARG-5, any case);
 * null when it is neither, 0, or printed for another kind (CN-ARG-5 is no invoice's).
 */
export function mailNumberFrom(document: NumberedMailDocument, text: string): number | null {
  const number = typedNumber(NUMBERED_KIND[document], text);
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
