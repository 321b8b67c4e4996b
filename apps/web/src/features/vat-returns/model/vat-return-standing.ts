import { formatDisplayDate } from '@fleetledger/shared/dates';
import { LOCK_MESSAGES } from '@fleetledger/shared/ledger/lock-date.contract';
import type { VatReturn } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { momentLabel } from '../../../lib/company-time-zone';
import { periodLabel } from '../../../lib/period-label';

/** Who did it, or who no longer has a name in the app (the command line, a removed user). */
export const someone = (name: string | null) => name ?? 'someone outside the app';

export const DRAFT_WORDING = 'Draft — not filed; the figures follow the books';

/** Whether the return on screen is the one filed, and whether it may be filed now (and if not, why). */
export type VatReturnStanding =
  | { filed: true; wording: string }
  | { filed: false; wording: string; fileable: true }
  | { filed: false; wording: string; fileable: false; why: string };

export function vatReturnStanding(answer: VatReturn, today: string): VatReturnStanding {
  if (answer.filed !== null) {
    const { filed_at, filed_by } = answer.filed;
    return {
      filed: true,
      wording: `Filed on ${momentLabel(filed_at)} by ${someone(filed_by)} — these are the figures as filed`,
    };
  }
  // The server's rule: a period is filed from the day after it ends.
  if (answer.to >= today) {
    return {
      filed: false,
      wording: DRAFT_WORDING,
      fileable: false,
      why: `${LOCK_MESSAGES.periodNotEnded}; this one ends on ${formatDisplayDate(answer.to)}.`,
    };
  }
  return { filed: false, wording: DRAFT_WORDING, fileable: true };
}

/** The question before filing: what filing freezes and what it locks. */
export function fileQuestion(period: { from: string; to: string }): string {
  return (
    `File the VAT return for ${periodLabel(period)}? Its figures are frozen as they are now and the books are ` +
    `locked up to ${formatDisplayDate(period.to)}: nothing dated on or before it can be added, changed, posted or cancelled.`
  );
}
