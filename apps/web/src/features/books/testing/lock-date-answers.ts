import type { LockDate } from '@fleetledger/shared/ledger/lock-date.contract';
import { NEVER_LOCKED } from '@fleetledger/shared/ledger/testing/never-locked';

/** Answers of the lock date call as the contract shapes them, for the page tests. */

/** 06:41 UTC is 09:41 in Bahrain. */
export const FILED_AT = '2026-10-04T06:41:00.000Z';

export const LOCKED_Q3: LockDate = {
  success: true,
  lock_date: '2026-09-30',
  version: 4,
  changed_by: 'Aisha Al Khalifa',
  changed_at: FILED_AT,
  reason: null,
  filed_through: '2026-09-30',
};

/** Books never locked. */
export const OPEN: LockDate = NEVER_LOCKED;
