import { formatDisplayDate } from '../dates';
import type { MailDocument } from './mail.contract';

export interface DraftFacts {
  /** The document as users read its number (INV-ARG-5), or null for a statement. */
  documentText: string | null;
  partyName: string;
  companyName: string;
  period?: { from: string; to: string };
}

const WHAT: Record<MailDocument, string> = {
  invoice: 'tax invoice',
  credit_note: 'tax credit note',
  debit_note: 'tax debit note',
  receipt_voucher: 'receipt',
  payment_voucher: 'payment advice',
  statement: 'statement of account',
};

/** The subject and message a send starts from, per kind of document; the clerk may change both. */
export function mailDraftText(document: MailDocument, facts: DraftFacts): { subject: string; message: string } {
  const what = WHAT[document];
  const named =
    facts.documentText !== null
      ? `${what} ${facts.documentText}`
      : facts.period === undefined
        ? what
        : `${what} for ${formatDisplayDate(facts.period.from)} to ${formatDisplayDate(facts.period.to)}`;
  const from = facts.companyName.trim() === '' ? '' : ` from ${facts.companyName.trim()}`;
  const subject = `${named.charAt(0).toUpperCase()}${named.slice(1)}${from}`;
  const signature = facts.companyName.trim() === '' ? 'Kind regards' : `Kind regards,\n${facts.companyName.trim()}`;
  return {
    subject,
    message: `Dear ${facts.partyName},\n\nPlease find attached our ${named}.\n\n${signature}`,
  };
}
