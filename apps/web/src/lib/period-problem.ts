import { reportRange } from '@fleetledger/shared/reports/reports.contract';
import type { Period } from './quick-periods';

export type PeriodProblem = { end: keyof Period; message: string } | null;

/** The server's own period rule, checked before asking: one message, on the date that is wrong. */
export function periodProblem(period: Period): PeriodProblem {
  const parsed = reportRange.safeParse(period);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  if (issue === undefined) return null;
  return { end: issue.path[0] === 'to' ? 'to' : 'from', message: issue.message };
}
