import type { LockDate } from '../lock-date.contract';

/** The lock date's answer while the books have never been locked: nothing moved it, nothing filed. */
export const NEVER_LOCKED: LockDate = {
  success: true,
  lock_date: null,
  version: 0,
  changed_by: null,
  changed_at: null,
  reason: null,
  filed_through: null,
};
