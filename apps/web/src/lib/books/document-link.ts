import type { LedgerSourceKind } from '@fleetledger/shared/ledger/ledger-accounts';

const PAGES: Record<Exclude<LedgerSourceKind, 'opening_balance'>, string> = {
  invoice: '/invoice/',
  credit_note: '/credit-note/',
  debit_note: '/debit-note/',
  // An allocation's entry is numbered as the credit note it allocates.
  credit_allocation: '/credit-note/',
  purchase: '/purchase/',
  receipt: '/receipt/',
  payment: '/payment/',
  journal: '/journal/',
  // An expense is numbered by its id (EXP-7), and its payment by the expense's.
  expense: '/expense-edit/',
  expense_payment: '/expense-edit/',
};

/** The opening balances are one page, whatever their entry's number. */
const OPENING_BALANCES_PAGE = '/books/opening-balances';

/**
 * The page of the document behind a ledger line: 'INV-ARG-12' opens /invoice/12, 'CN-ARG-4' /credit-note/4,
 * 'PAY-ARG-3' /payment/3, 'JV-ARG-5' /journal/5, 'EXP-7' /expense-edit/7, an opening balance the
 * opening balances; none for a number it cannot read.
 */
export function documentLink(kind: LedgerSourceKind, sourceNumber: string): string | undefined {
  if (kind === 'opening_balance') return OPENING_BALANCES_PAGE;
  const number = /(\d{1,12})$/.exec(sourceNumber)?.[1];
  return number === undefined ? undefined : `${PAGES[kind]}${number}`;
}
