import { z } from 'zod';
import { optionalText, version } from '../contract-fields';
import { formatDisplayDate, isIsoDate } from '../dates';

/*
 * The books' lock date and the filed VAT returns (Admin only), under /api/transportation/books/:
 * GET lock_date, POST lock_date, POST vat_return_file, GET vat_returns.
 * On or before the lock date nothing is dated, posted, reversed, edited or cancelled.
 */

export const LOCK_MESSAGES = {
  locked: (lockDate: string) =>
    `The books are locked up to ${formatDisplayDate(lockDate)}: nothing dated on or before it can be added, changed, posted or cancelled (attachments can still be added, and are kept in the audit log)`,
  notAfterToday: 'The lock date cannot be after today',
  adminCodeToMoveEarlier: 'Moving the lock date earlier needs the admin code',
  stale: 'Someone else changed the lock date since you loaded it',
  periodNotEnded: 'A VAT return can be filed only for a period that has ended',
  reasonToReopenFiled: (from: string, to: string) =>
    `The VAT return for ${formatDisplayDate(from)} – ${formatDisplayDate(to)} was filed: say why its period is opened again`,
  alreadyFiled: (from: string, to: string) =>
    `The VAT return for ${formatDisplayDate(from)} – ${formatDisplayDate(to)} overlaps one already filed`,
} as const;

export const lockDateResponse = z.object({
  success: z.literal(true),
  /** Nothing dated on or before it changes; null while the books are open. */
  lock_date: z.string().nullable(),
  version: z.number(),
  /** Who last moved it and when (null before the first move). */
  changed_by: z.string().nullable(),
  changed_at: z.string().nullable(),
  /** Why the last move opened a filed period, when it did. */
  reason: z.string().nullable(),
  /** The last day of the latest filed VAT return: moving the lock before it needs a reason. */
  filed_through: z.string().nullable(),
});
export type LockDate = z.infer<typeof lockDateResponse>;

export const lockDateRequest = z.object({
  lock_date: z
    .string({ error: 'Lock date must be a date (YYYY-MM-DD) or empty' })
    .refine(isIsoDate, 'Lock date must be a date (YYYY-MM-DD) or empty')
    .nullable()
    .default(null)
    .or(z.literal('').transform(() => null)),
  admin_code: z.string().max(10).optional(),
  /** Why, when the move opens a period whose VAT return was filed: kept with the move in the audit log. */
  reason: optionalText(500, 'Reason'),
  version: version(),
});
export type LockDateRequest = z.infer<typeof lockDateRequest>;

/** Why what is dated `date` cannot change now: the lock message while the books are locked on it, else null. */
export function lockedOn(lockDate: string | null, date: string): string | null {
  return lockDate !== null && date <= lockDate ? LOCK_MESSAGES.locked(lockDate) : null;
}

/** A lock date moved earlier (or cleared) opens closed books again: that takes the admin code. */
export function movesLockEarlier(current: string | null, next: string | null): boolean {
  return current !== null && (next === null || next < current);
}

/**
 * A move that opens days of a filed VAT return's period again (as it would a lock at the period's last
 * day): it needs a reason as well as the admin code.
 */
export function reopensFiledPeriod(filedThrough: string | null, next: string | null): boolean {
  return movesLockEarlier(filedThrough, next);
}
