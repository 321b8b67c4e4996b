/**
 * A journal line as the Create Journal screen sends it: `debit` or `credit` on the account, naming no
 * party or truck unless `more` does.
 */
export const journalLine = (
  account_id: unknown,
  debit: unknown,
  credit: unknown,
  description: string,
  more: Record<string, unknown> = {},
): Record<string, unknown> => ({
  account_id,
  debit,
  credit,
  party_id: null,
  truck_id: null,
  description,
  ...more,
});
