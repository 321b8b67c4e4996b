/**
 * November 2026 on the customer Gulf Freight WLL's account, as the books answer it: 100.000 brought
 * forward, invoice INV-ARG-12 of 263.025 on the 5th and receipt RCPT-ARG-4 of 50.000 on the 9th. The
 * general ledger of Accounts Receivable (their only customer) and their statement show the same figures.
 */
export const GULF_FREIGHT_NOVEMBER = {
  from: '2026-11-01',
  to: '2026-11-30',
  opening_balance: 100,
  total_debit: 263.025,
  total_credit: 50,
  closing_balance: 313.025,
};
