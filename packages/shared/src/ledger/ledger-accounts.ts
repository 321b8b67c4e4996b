/** The accounts the books post to by id (the chart of accounts' fixed rows). */
export const LEDGER_ACCOUNTS = {
  sales: 25,
  payable: 36,
  discount: 37,
  receivable: 38,
  roundOffDr: 39,
  roundOffCr: 40,
  vatOutput: 41,
  vatInput: 42,
} as const;

/** What an entry comes from: the document whose posting (or reversal) it records. */
export const LEDGER_SOURCE_KINDS = ['invoice', 'credit_note', 'purchase', 'receipt'] as const;
export type LedgerSourceKind = (typeof LEDGER_SOURCE_KINDS)[number];

export type LedgerEvent = 'post' | 'reverse';
