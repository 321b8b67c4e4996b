import { formatDisplayDate, todayIn } from '@fleetledger/shared/dates';

/** The company's time zone: "today", month defaults and date ranges are Bahrain's, whatever the browser's. */
export const COMPANY_TIME_ZONE = 'Asia/Bahrain';

/** A moment as the company reads it: '26/11/2026 09:41' on Bahrain's clock, whatever the browser's. */
export function momentLabel(iso: string): string {
  const moment = new Date(iso);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: COMPANY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(moment);
  return `${formatDisplayDate(todayIn(COMPANY_TIME_ZONE, moment))} ${time}`;
}
