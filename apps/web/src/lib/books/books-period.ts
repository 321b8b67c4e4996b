import { addMonths, formatDisplayDate, monthEnd, monthStart } from '@fleetledger/shared/dates';
import { booksPeriodQuery, type BooksPeriod } from '@fleetledger/shared/ledger/books.contract';

export const QUICK_PERIODS = [
  { key: 'this_month', label: 'This month' },
  { key: 'last_month', label: 'Last month' },
  { key: 'this_quarter', label: 'This quarter' },
  { key: 'last_quarter', label: 'Last quarter' },
  { key: 'this_year', label: 'This year' },
] as const;
export type QuickPeriodKey = (typeof QUICK_PERIODS)[number]['key'];

/** The first month ('YYYY-MM') of the calendar quarter holding the date. */
function quarterStartMonth(date: string): string {
  const month = Number(date.slice(5, 7));
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  return `${date.slice(0, 4)}-${String(first).padStart(2, '0')}`;
}

/** Whole calendar periods around today (VAT returns are filed by calendar quarter). */
export function quickPeriod(key: QuickPeriodKey, today: string): BooksPeriod {
  switch (key) {
    case 'this_month':
      return { from: monthStart(today), to: monthEnd(today) };
    case 'last_month': {
      const month = addMonths(today.slice(0, 7), -1);
      return { from: monthStart(month), to: monthEnd(month) };
    }
    case 'this_quarter': {
      const first = quarterStartMonth(today);
      return { from: monthStart(first), to: monthEnd(addMonths(first, 2)) };
    }
    case 'last_quarter': {
      const first = addMonths(quarterStartMonth(today), -3);
      return { from: monthStart(first), to: monthEnd(addMonths(first, 2)) };
    }
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  }
}

export type PeriodProblem = { end: keyof BooksPeriod; message: string } | null;

/** The server's own period rule, checked before asking: one message, on the date that is wrong. */
export function periodProblem(period: BooksPeriod): PeriodProblem {
  const parsed = booksPeriodQuery.safeParse(period);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  if (issue === undefined) return null;
  return { end: issue.path[0] === 'to' ? 'to' : 'from', message: issue.message };
}

/** The period in the page address, or the default when it names none (or a wrong one). */
export function periodFromSearch(params: URLSearchParams, fallback: BooksPeriod): BooksPeriod {
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  return periodProblem(asked) === null ? asked : fallback;
}

/** '01/11/2026 – 30/11/2026', or one day when from and to agree. */
export function periodLabel({ from, to }: BooksPeriod): string {
  return from === to ? formatDisplayDate(from) : `${formatDisplayDate(from)} – ${formatDisplayDate(to)}`;
}
