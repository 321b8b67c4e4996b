import { LEDGER_SOURCE_KINDS, type LedgerSourceKind } from '@fleetledger/shared/ledger/ledger-accounts';
import { documentLink } from '../../../lib/books/document-link';

/** Pages the books' own links leave out: the notes have pages of their own here, an expense its edit page. */
const PAGES: Readonly<Record<string, string>> = {
  credit_note: '/credit-note/',
  debit_note: '/debit-note/',
  expense: '/expense-edit/',
};

const isLedgerSourceKind = (kind: string): kind is LedgerSourceKind =>
  (LEDGER_SOURCE_KINDS as readonly string[]).includes(kind);

/**
 * The page of a document the return names, by its printed number: 'CN-ARG-3' opens /credit-note/3,
 * 'EXP-40' /expense-edit/40 (an expense's number is its id), the rest as the books link them; an opening
 * balance links nowhere.
 */
export function vatDocumentLink(kind: string, number: string): string | undefined {
  const page = PAGES[kind];
  if (page !== undefined) {
    const digits = /(\d{1,12})$/.exec(number)?.[1];
    return digits === undefined ? undefined : `${page}${digits}`;
  }
  return isLedgerSourceKind(kind) ? documentLink(kind, number) : undefined;
}
