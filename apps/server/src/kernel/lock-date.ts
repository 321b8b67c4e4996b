import { lockedOn } from '@fleetledger/shared/ledger/lock-date.contract';
import type { Executor } from '../db/client';
import { conflict } from '../http/http-error';
import { readLock, shareLockDate } from './lock-date.queries';

/**
 * Refuses (409, naming the lock date) work on a document dated on or before the lock date: creating
 * or editing it there, moving its status, or a ledger entry dated there. Called inside the work's
 * transaction, which then holds the lock date shared until it ends (docs/architecture.md, "The books").
 */
export async function refuseLockedDates(tx: Executor, ...dates: readonly string[]): Promise<void> {
  await shareLockDate(tx);
  const { lock } = await readLock(tx);
  const refusal = dates.map((date) => lockedOn(lock.lockDate, date)).find((message) => message !== null);
  if (refusal !== undefined) throw conflict(refusal);
}
