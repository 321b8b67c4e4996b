import type { ReportPeriod } from './model/report-view';

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '1 Mar 2019' — dates are calendar days, so they are read and shown in UTC to never shift. */
export function dayLabel(date: string): string {
  return DAY_FORMAT.format(new Date(`${date}T00:00:00Z`));
}

/** '1 Mar 2019 – 31 Mar 2019', or one day when from and to agree. */
export function periodLabel({ from, to }: ReportPeriod): string {
  return from === to ? dayLabel(from) : `${dayLabel(from)} – ${dayLabel(to)}`;
}
