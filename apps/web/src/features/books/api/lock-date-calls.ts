import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { lockDateResponse, type LockDate, type LockDateRequest } from '@fleetledger/shared/ledger/lock-date.contract';
import { vatReturnFileResponse, vatReturnsResponse } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { apiRequest } from '../../../lib/api-client';
import { staleConflict } from '../../../lib/stale-record';

// Under 'books' like every books call: whatever the lock date or a filing changes is asked again.
const LOCK_DATE_KEY = ['books', 'lock_date'] as const;

export const useLockDate = () =>
  useQuery({
    queryKey: LOCK_DATE_KEY,
    queryFn: ({ signal }) => apiRequest({ path: 'books/lock_date', schema: lockDateResponse, signal }),
    retry: false,
  });

export const useFiledVatReturns = () =>
  useQuery({
    queryKey: ['books', 'vat_returns'],
    queryFn: ({ signal }) => apiRequest({ path: 'books/vat_returns', schema: vatReturnsResponse, signal }),
    retry: false,
  });

/**
 * Files the period's return. The filed return takes the draft's place at once (the VAT Return page's
 * key for that period), so the page never offers to file it twice; the rest of the books is asked again.
 */
export function useFileVatReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (period: BooksPeriod) =>
      apiRequest({ path: 'books/vat_return_file', method: 'POST', body: period, schema: vatReturnFileResponse }),
    onSuccess: ({ filed }) => {
      client.setQueryData(['books', 'vat_return', { from: filed.from, to: filed.to }], { success: true, ...filed });
      void client.invalidateQueries({ queryKey: ['books'] });
    },
  });
}

export function useMoveLockDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: LockDateRequest) =>
      apiRequest({ path: 'books/lock_date', method: 'POST', body: request, schema: lockDateResponse }),
    onSuccess: (moved) => {
      client.setQueryData(LOCK_DATE_KEY, moved);
      void client.invalidateQueries({ queryKey: ['books'] });
    },
  });
}

/** The lock date stored now, when a save was stale (409 with `current`); null for any other failure. */
export const staleLockDate = (error: unknown) => staleConflict(error, lockDateResponse);

/** Shows the lock date another user saved, e.g. once a stale save has told us of it. */
export function useShowLockDate() {
  const client = useQueryClient();
  return (lock: LockDate) => client.setQueryData(LOCK_DATE_KEY, lock);
}
