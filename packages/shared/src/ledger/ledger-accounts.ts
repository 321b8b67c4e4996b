/** The accounts the books post to by id (the chart of accounts' fixed rows). */
export const LEDGER_ACCOUNTS = {
  sales: 25,
  bank: 26,
  cash: 27,
  pettyCash: 28,
  payable: 36,
  discount: 37,
  receivable: 38,
  roundOffDr: 39,
  roundOffCr: 40,
  vatOutput: 41,
  vatInput: 42,
  accruedExpenses: 43,
  openingBalanceEquity: 44,
  retainedEarnings: 45,
} as const;

/** The accounts money is paid from or into (receipts, payments, expenses): bank, cash, petty cash. */
export const MONEY_ACCOUNT_IDS = [LEDGER_ACCOUNTS.bank, LEDGER_ACCOUNTS.cash, LEDGER_ACCOUNTS.pettyCash] as const;

/**
 * Accounts kept by their own ledgers or by the books themselves: receivables, payables, the VAT
 * accounts, the money accounts and the equity the openings and the year-end close post. No document
 * line (invoice, purchase, expense charge) may name one, or the control account and its ledger would
 * disagree for good; journals may, with a party for receivables and payables.
 */
export const CONTROL_ACCOUNT_IDS: readonly number[] = [
  LEDGER_ACCOUNTS.receivable,
  LEDGER_ACCOUNTS.payable,
  LEDGER_ACCOUNTS.vatOutput,
  LEDGER_ACCOUNTS.vatInput,
  ...MONEY_ACCOUNT_IDS,
  LEDGER_ACCOUNTS.openingBalanceEquity,
  LEDGER_ACCOUNTS.retainedEarnings,
];

/** Every account a posting rule names by id: it keeps its type and side, and stays active. */
export const POSTING_ACCOUNT_IDS: readonly number[] = Object.values(LEDGER_ACCOUNTS);

/** What an entry comes from: the document whose posting (or reversal) it records. */
export const LEDGER_SOURCE_KINDS = [
  'invoice',
  'credit_note',
  'debit_note',
  'credit_allocation',
  'purchase',
  'receipt',
  'payment',
  'expense',
  'expense_payment',
  'journal',
  'opening_balance',
] as const;
export type LedgerSourceKind = (typeof LEDGER_SOURCE_KINDS)[number];

export type LedgerEvent = 'post' | 'reverse';
