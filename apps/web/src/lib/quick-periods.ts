import { addMonths, monthEnd, monthStart } from '@fleetledger/shared/dates';

/** Each quick period's button words. */
export const QUICK_PERIOD_LABELS = {
  this_month: 'This month',
  last_month: 'Last month',
  this_quarter: 'This quarter',
  last_quarter: 'Last quarter',
  this_year: 'This year',
  last_12_months: 'Last 12 months',
} as const;
export type QuickPeriodKey = keyof typeof QUICK_PERIOD_LABELS;

export interface Period {
  from: string;
  to: string;
}

/** The first month ('YYYY-MM') of the calendar quarter holding the date. */
function quarterStartMonth(date: string): string {
  const month = Number(date.slice(5, 7));
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  return `${date.slice(0, 4)}-${String(first).padStart(2, '0')}`;
}

/**
 * Whole calendar periods around today (VAT returns are filed by calendar quarter). 'Last 12 months' is
 * this month and the 11 before it, the same months Driver Monthly shows.
 */
export function quickPeriod(key: QuickPeriodKey, today: string): Period {
  switch (key) {
    case 'this_month':
      return { from: monthStart(today), to: monthEnd(today) };
    case 'last_month': {
      const month = addMonths(today, -1);
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
    case 'last_12_months':
      return { from: monthStart(addMonths(today, -11)), to: monthEnd(today) };
  }
}
