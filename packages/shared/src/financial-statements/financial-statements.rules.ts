import { addDays, daysInMonth, daysInRange } from '../dates';

/** What a profit and loss statement may be set beside: the days just before it, or the same days a year earlier. */
export const COMPARISONS = ['previous_period', 'previous_year'] as const;
export type Comparison = (typeof COMPARISONS)[number];

export const COMPARISON_LABELS: Record<Comparison, string> = {
  previous_period: 'Previous period',
  previous_year: 'Previous year',
};

interface Period {
  from: string;
  to: string;
}

/** The same day a year earlier; 29 February becomes 28 February. */
function aYearEarlier(date: string): string {
  const year = Number(date.slice(0, 4)) - 1;
  const month = Number(date.slice(5, 7));
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(year, month));
  return `${year}-${date.slice(5, 7)}-${String(day).padStart(2, '0')}`;
}

/**
 * The period a statement is compared with: previous_period is as many days as the period, ending the
 * day before it starts; previous_year is the same dates a year earlier.
 */
export function comparisonPeriod(comparison: Comparison, { from, to }: Period): Period {
  if (comparison === 'previous_year') return { from: aYearEarlier(from), to: aYearEarlier(to) };
  return { from: addDays(from, -daysInRange(from, to)), to: addDays(from, -1) };
}

/**
 * The first day of the financial year holding the date. The company's financial year is the calendar
 * year (README, design decisions): the balance sheet's current year earnings run from this day.
 */
export function financialYearStart(date: string): string {
  return `${date.slice(0, 4)}-01-01`;
}

/**
 * A statement's bottom line, named as what it is: a profit, a loss, or, where a profit stands beside a
 * loss (a comparison), both. Accountants then print the loss's figure in brackets (lossInBrackets).
 */
export function netResultName(...netProfits: number[]): { en: string; ar: string } {
  if (netProfits.every((net) => net >= 0)) return { en: 'Net profit', ar: 'صافي الربح' };
  if (netProfits.every((net) => net < 0)) return { en: 'Net loss', ar: 'صافي الخسارة' };
  return { en: 'Net profit (loss)', ar: 'صافي الربح (الخسارة)' };
}

/** A figure as accountants print a loss: in brackets, without its sign ((93,439.450)); a profit as it is. */
export function lossInBrackets(fils: number, format: (fils: number) => string): string {
  return fils < 0 ? `(${format(-fils)})` : format(fils);
}
