import type { LedgerSourceKind } from '@fleetledger/shared/ledger/ledger-accounts';

const PAGES: Partial<Record<LedgerSourceKind, string>> = {
  invoice: '/invoice/',
  credit_note: '/credit-note/',
  debit_note: '/debit-note/',
  // An allocation's entry is numbered as the credit note it allocates.
  credit_allocation: '/credit-note/',
  purchase: '/purchase/',
  receipt: '/receipt/',
  payment: '/payment/',
  journal: '/journal/',
};

/**
 * The page of the document behind a ledger line: 'INV-ARG-12' opens /invoice/12, 'CN-ARG-4' /credit-note/4,
 * 'PAY-ARG-3' /payment/3, 'JV-ARG-5' /journal/5. An expense or an opening balance has no page by that number.
 */
export function documentLink(kind: LedgerSourceKind, sourceNumber: string): string | undefined {
  const page = PAGES[kind];
  const number = /(\d{1,12})$/.exec(sourceNumber)?.[1];
  return page === undefined || number === undefined ? undefined : `${page}${number}`;
}
