import { formatDisplayDate } from '@fleetledger/shared/dates';
import type { ReportPeriod } from './model/report-view';

/** '01/03/2019 – 31/03/2019', or one day when from and to agree. */
export function periodLabel({ from, to }: ReportPeriod): string {
  return from === to ? formatDisplayDate(from) : `${formatDisplayDate(from)} – ${formatDisplayDate(to)}`;
}
