import { LEDGER_SOURCE_KINDS, type LedgerSourceKind } from '@fleetledger/shared/ledger/ledger-accounts';
import { documentLink } from '../../../lib/books/document-link';

const isLedgerSourceKind = (kind: string): kind is LedgerSourceKind =>
  (LEDGER_SOURCE_KINDS as readonly string[]).includes(kind);

/**
 * The page of a document the return names, by its printed number, as the books link it: 'CN-ARG-3'
 * opens /credit-note/3, 'EXP-40' /expense-edit/40, an opening balance the opening balances.
 */
export function vatDocumentLink(kind: string, number: string): string | undefined {
  return isLedgerSourceKind(kind) ? documentLink(kind, number) : undefined;
}
