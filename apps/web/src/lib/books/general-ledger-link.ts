/** The General Ledger of one account over a period: where a books page's account name leads. */
export function generalLedgerLink(accountId: number, { from, to }: { from: string; to: string }): string {
  return `/books/general-ledger?${new URLSearchParams({ account_id: String(accountId), from, to }).toString()}`;
}
