import type { LedgerSourceKind } from '@fleetledger/shared/ledger/ledger-accounts';

const PAGES: Partial<Record<LedgerSourceKind, string>> = {
  invoice: '/invoice/',
  purchase: '/purchase/',
  receipt: '/receipt/',
  payment: '/payment/',
  journal: '/journal/',
};

/**
 * The page of the document behind a ledger line: 'INV-ARG-12' opens /invoice/12, 'PAY-ARG-3' /payment/3,
 * 'JV-ARG-5' /journal/5. A credit note has no page of its own (its invoice's number is not in its own),
 * so it links nowhere.
 */
export function documentLink(kind: LedgerSourceKind, sourceNumber: string): string | undefined {
  const page = PAGES[kind];
  const number = /(\d{1,12})$/.exec(sourceNumber)?.[1];
  return page === undefined || number === undefined ? undefined : `${page}${number}`;
}
