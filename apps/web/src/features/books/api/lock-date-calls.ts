import { useQueryClient } from '@tanstack/react-query';
import { lockDateResponse, type LockDate, type LockDateRequest } from '@fleetledger/shared/ledger/lock-date.contract';
import { useBooksCall, useBooksChange, WHOLE_BOOKS } from '../../../lib/books/books-call';
import { staleConflict } from '../../../lib/stale-record';

// Under 'books' like every books call: whatever the lock date or a filing changes is asked again.
const LOCK_DATE_KEY = ['books', 'lock_date', WHOLE_BOOKS] as const;

export const useLockDate = () => useBooksCall('lock_date', WHOLE_BOOKS, lockDateResponse);

export const useMoveLockDate = () =>
  useBooksChange<LockDateRequest, LockDate>('lock_date', lockDateResponse, (client, moved) =>
    client.setQueryData(LOCK_DATE_KEY, moved),
  );

/** The lock date stored now, when a save was stale (409 with `current`); null for any other failure. */
export const staleLockDate = (error: unknown) => staleConflict(error, lockDateResponse);

/** Shows the lock date another user saved, e.g. once a stale save has told us of it. */
export function useShowLockDate() {
  const client = useQueryClient();
  return (lock: LockDate) => client.setQueryData(LOCK_DATE_KEY, lock);
}
