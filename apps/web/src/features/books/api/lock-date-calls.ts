import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lockDateResponse, type LockDate, type LockDateRequest } from '@fleetledger/shared/ledger/lock-date.contract';
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
