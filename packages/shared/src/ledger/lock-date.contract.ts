import { z } from 'zod';
import { version } from '../contract-fields';
import { formatDisplayDate, isIsoDate } from '../dates';
import { booksPeriodQuery, vatReturnFiling, vatReturnResponse } from './books.contract';

/*
 * The books' lock date and the filed VAT returns (Admin only), under /api/transportation/books/:
 * GET lock_date, POST lock_date, POST vat_return_file, GET vat_returns.
 * On or before the lock date nothing is dated, posted, reversed, edited or cancelled.
 */

export const LOCK_MESSAGES = {
  locked: (lockDate: string) =>
    `The books are locked up to ${formatDisplayDate(lockDate)}: nothing dated on or before it can be added, changed, posted or cancelled`,
  notAfterToday: 'The lock date cannot be after today',
  adminCodeToMoveEarlier: 'Moving the lock date earlier needs the admin code',
  stale: 'Someone else changed the lock date since you loaded it',
  periodNotEnded: 'A VAT return can be filed only for a period that has ended',
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
  version: version(),
});
export type LockDateRequest = z.infer<typeof lockDateRequest>;

/** A lock date moved earlier (or cleared) opens closed books again: that takes the admin code. */
export function movesLockEarlier(current: string | null, next: string | null): boolean {
  return current !== null && (next === null || next < current);
}

export const vatReturnFileRequest = booksPeriodQuery;

/** A filed return: the return as filed, with who filed it and when. */
export const filedVatReturn = vatReturnResponse.omit({ success: true }).extend({ filed: vatReturnFiling });
export type FiledVatReturn = z.infer<typeof filedVatReturn>;

export const vatReturnFileResponse = z.object({
  success: z.literal(true),
  filed: filedVatReturn,
  lock_date: z.string(),
});
export const vatReturnsResponse = z.object({ success: z.literal(true), returns: z.array(filedVatReturn) });
export type FiledVatReturns = z.infer<typeof vatReturnsResponse>;
