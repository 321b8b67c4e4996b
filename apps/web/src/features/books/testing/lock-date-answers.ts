import type { LockDate } from '@fleetledger/shared/ledger/lock-date.contract';
import type { FiledVatReturn, VatReturn } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { vatReturn } from './books-answers';

/** Answers of the lock date and filed return calls as the contract shapes them, for the page tests. */

/** 06:41 UTC is 09:41 in Bahrain. */
export const FILED_AT = '2026-10-04T06:41:00.000Z';

/** A locked period's return as filed (Q3 2026). */
export const FILED_Q3: FiledVatReturn = {
  ...vatReturn(10.525),
  from: '2026-07-01',
  to: '2026-09-30',
  filed: { id: 3, filed_by: 'Aisha Al Khalifa', filed_at: FILED_AT },
  books_differ: { output_vat: 0, input_vat: 0, net_vat: 0, documents: [], carried: [] },
};

/** The period's draft: the same boxes read from the books, not filed. */
export function draftReturn(period: { from: string; to: string }): VatReturn {
  return { ...vatReturn(10.525), ...period };
}

export const LOCKED_Q3: LockDate = {
  success: true,
  lock_date: '2026-09-30',
  version: 4,
  changed_by: 'Aisha Al Khalifa',
  changed_at: FILED_AT,
  reason: null,
  filed_through: '2026-09-30',
};

export const OPEN: LockDate = {
  success: true,
  lock_date: null,
  version: 0,
  changed_by: null,
  changed_at: null,
  reason: null,
  filed_through: null,
};
