import { isIsoDate } from '@fleetledger/shared/dates';

/**
 * Dates as staff type them: '2026-11-05', '5/11/2026' (day first, as in Bahrain), '5/11' or just '5'
 * (a day of the month on screen). Anything else is left as typed, for validation to point at.
 */
export function normaliseDateEntry(text: string, month: string): string {
  const typed = text.trim();
  if (typed === '') return '';
  const [year, mon] = month.split('-');
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(typed);
  const dayFirst = /^(\d{1,2})(?:[-/.](\d{1,2})(?:[-/.](\d{2}|\d{4}))?)?$/.exec(typed);
  let candidate: string | null = null;
  if (iso !== null) {
    candidate = toIso(iso[1]!, iso[2]!, iso[3]!);
  } else if (dayFirst !== null) {
    const yearText = dayFirst[3] === undefined ? year! : dayFirst[3].length === 2 ? `20${dayFirst[3]}` : dayFirst[3];
    candidate = toIso(yearText, dayFirst[2] ?? mon!, dayFirst[1]!);
  }
  return candidate !== null && isIsoDate(candidate) ? candidate : typed;
}

function toIso(year: string, month: string, day: string): string {
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The date a new row starts with: today when today is in the month on screen, else its first day. */
export function defaultRowDate(month: string, today: string): string {
  return today.startsWith(`${month}-`) ? today : `${month}-01`;
}
