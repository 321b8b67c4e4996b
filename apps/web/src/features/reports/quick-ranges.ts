import { addMonths, monthEnd, monthStart } from '@fleetledger/shared/dates';
import type { ReportRange } from '@fleetledger/shared/reports/reports.contract';

export const QUICK_RANGES = [
  { key: 'this_month', label: 'This month' },
  { key: 'last_month', label: 'Last month' },
  { key: 'this_year', label: 'This year' },
  { key: 'last_12_months', label: 'Last 12 months' },
] as const;
export type QuickRangeKey = (typeof QUICK_RANGES)[number]['key'];

/**
 * Whole calendar periods around today. 'Last 12 months' is this month and the 11 before it, the same
 * months Driver Monthly shows.
 */
export function quickRange(key: QuickRangeKey, today: string): ReportRange {
  switch (key) {
    case 'this_month':
      return { from: monthStart(today), to: monthEnd(today) };
    case 'last_month': {
      const month = addMonths(today, -1);
      return { from: monthStart(month), to: monthEnd(month) };
    }
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    case 'last_12_months':
      return { from: monthStart(addMonths(today, -11)), to: monthEnd(today) };
  }
}
