import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';

/** The period a statement opened from a date covers: from 1 January of that date's year to the date. */
export function yearTo(date: string): BooksPeriod {
  return { from: `${date.slice(0, 4)}-01-01`, to: date };
}

/** A party's statement page up to a date, from the first of that year: where an aging's name leads. */
export function statementUpTo(page: { path: string; key: string }, partyId: number, date: string): string {
  const query = new URLSearchParams({ [page.key]: String(partyId), ...yearTo(date) });
  return `${page.path}?${query.toString()}`;
}
