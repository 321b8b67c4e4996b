import { formatDisplayDate } from '@fleetledger/shared/dates';
import type { LockDate } from '@fleetledger/shared/ledger/lock-date.contract';
import { momentLabel } from '../../../lib/company-time-zone';
import type { ConflictDifference } from '../../../ui/conflict-dialog';

/** Who did it, or who no longer has a name in the app (the command line, a removed user). */
const someone = (name: string | null) => name ?? 'someone outside the app';

export const OPEN_BOOKS = 'The books are open';

/** The lock date in words: where it stands, who moved it last and when, and why when it opened a filed period. */
export function lockStanding(lock: LockDate): { headline: string; moved: string | null; reason: string | null } {
  return {
    headline: lock.lock_date === null ? OPEN_BOOKS : `The books are locked up to ${formatDisplayDate(lock.lock_date)}`,
    moved: lock.changed_at === null ? null : `Moved by ${someone(lock.changed_by)} on ${momentLabel(lock.changed_at)}`,
    reason: lock.reason === null ? null : `Reason: ${lock.reason}`,
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

/** The filed return a move opens again; the server knew of one the screen did not when it is not named. */
const filedUpTo = (filedThrough: string | null) =>
  filedThrough === null
    ? 'A VAT return is filed for days this move opens'
    : `A VAT return is filed up to ${formatDisplayDate(filedThrough)}`;

/** Why a reason is asked for: the move opens days a filed VAT return covers, and the audit log keeps why. */
export const reopeningFiled = (filedThrough: string | null) =>
  `${filedUpTo(filedThrough)}: the audit log keeps why its period is opened again.`;

/** Said under the reason when it is left empty (the server's own message names the filed return's period). */
export const reasonMissing = (filedThrough: string | null) =>
  `${filedUpTo(filedThrough)}: say why its period is opened again`;

const lockDateWords = (lockDate: string | null) =>
  lockDate === null ? 'open (no lock date)' : formatDisplayDate(lockDate);

/** The stale save's one field: the lock date stored now beside the one on screen. */
export function lockDateDifferences(theirs: LockDate, yours: string | null): ConflictDifference[] {
  if (theirs.lock_date === yours) return [];
  return [{ field: 'Lock date', theirs: lockDateWords(theirs.lock_date), yours: lockDateWords(yours) }];
}
