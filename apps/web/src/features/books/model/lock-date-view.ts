import { formatDisplayDate } from '@fleetledger/shared/dates';
import { LOCK_MESSAGES, type LockDate } from '@fleetledger/shared/ledger/lock-date.contract';
import type { FiledVatReturnSummary, VatReturn } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { column, figureColumn, money, text, type BooksView } from '../../../lib/books/books-view';
import { momentLabel } from '../../../lib/company-time-zone';
import type { ConflictDifference } from '../../../ui/conflict-dialog';
import { periodLabel } from '../../../lib/period-label';

/** Who did it, or who no longer has a name in the app (the command line, a removed user). */
const someone = (name: string | null) => name ?? 'someone outside the app';

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

export const OPEN_BOOKS = 'The books are open';

/** The lock date in words: where it stands, and who moved it last and when. */
export function lockStanding(lock: LockDate): { headline: string; moved: string | null } {
  return {
    headline: lock.lock_date === null ? OPEN_BOOKS : `The books are locked up to ${formatDisplayDate(lock.lock_date)}`,
    moved: lock.changed_at === null ? null : `Moved by ${someone(lock.changed_by)} on ${momentLabel(lock.changed_at)}`,
  };
}

/** Why the admin code is asked for: what moving the date earlier (or clearing it) opens again. */
export function adminCodeReason(current: string, next: string | null): string {
  const opened =
    next === null
      ? `Opening the books lets everything dated up to ${formatDisplayDate(current)} change again`
      : `Moving the lock date from ${formatDisplayDate(current)} to ${formatDisplayDate(next)} lets what is dated between them change again`;
  return `${opened}, so it needs the admin code.`;
}

const lockDateWords = (lockDate: string | null) =>
  lockDate === null ? 'open (no lock date)' : formatDisplayDate(lockDate);

/** The stale save's one field: the lock date stored now beside the one on screen. */
export function lockDateDifferences(theirs: LockDate, yours: string | null): ConflictDifference[] {
  if (theirs.lock_date === yours) return [];
  return [{ field: 'Lock date', theirs: lockDateWords(theirs.lock_date), yours: lockDateWords(yours) }];
}

/** Where a filed return's figures are read: the VAT Return page over its period. */
export const vatReturnLink = (period: { from: string; to: string }) =>
  `/books/vat-return?from=${period.from}&to=${period.to}`;

/** The filed returns, oldest first, each opening its return. */
export function filedReturnsView(returns: readonly FiledVatReturnSummary[]): BooksView {
  return {
    title: 'Filed VAT returns',
    subject: null,
    period: '',
    columns: [
      column('Period', 26),
      figureColumn('Net VAT due (BD)', 18),
      column('Filed by', 24),
      column('Filed at', 18),
    ],
    rows: returns.map((filed) => ({
      key: String(filed.filed.id),
      cells: [
        text(periodLabel(filed), vatReturnLink(filed)),
        money(filed.net_vat_due),
        text(someone(filed.filed.filed_by)),
        text(momentLabel(filed.filed.filed_at)),
      ],
    })),
    totals: null,
    figures: [],
    verdict: null,
    emptyMessage: 'No VAT return has been filed yet.',
    fileName: 'filed_vat_returns.xlsx',
  };
}
