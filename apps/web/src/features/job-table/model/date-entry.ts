import { parseDateEntry } from '@fleetledger/shared/dates';

/**
 * Dates as staff type them in the grid (see parseDateEntry), within the month on screen. Anything
 * that is not a date is left as typed, for validation to point at.
 */
export function normaliseDateEntry(text: string, month: string): string {
  const typed = text.trim();
  if (typed === '') return '';
  return parseDateEntry(typed, month) ?? typed;
}

/** The date a new row starts with: today when today is in the month on screen, else its first day. */
export function defaultRowDate(month: string, today: string): string {
  return today.startsWith(`${month}-`) ? today : `${month}-01`;
}
