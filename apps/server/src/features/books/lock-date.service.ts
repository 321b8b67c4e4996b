import type { Authority } from '@fleetledger/shared/access';
import {
  LOCK_MESSAGES,
  movesLockEarlier,
  reopensFiledPeriod,
  type LockDate,
  type LockDateRequest,
} from '@fleetledger/shared/ledger/lock-date.contract';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { badRequest } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { holdLockDate, readLock, writeLock, type StoredLock } from '../../kernel/lock-date.queries';
import { verifySecurityCodes } from '../../kernel/security-codes';
import { requireVersion } from '../../kernel/stale-edit';
import { userName } from '../users/users.service';
import { latestFiledReturn } from '../vat-returns/vat-return-filing.service';

/** The lock date as its screen reads it. */
export async function lockDate(db: Executor): Promise<LockDate> {
  const { lock, version } = await readLock(db);
  return {
    success: true,
    lock_date: lock.lockDate,
    version,
    changed_by: await userName(db, lock.changedBy),
    changed_at: lock.changedAt,
    reason: lock.reason ?? null,
    filed_through: (await latestFiledReturn(db))?.to ?? null,
  };
}

/**
 * Moves the lock date, at the version read. It waits for the work in flight that holds the lock date
 * shared, so a posting lands before the move (and is then covered by it) or after it (and is refused).
 * Moving it earlier, or opening the books, takes the admin code; every move is audited.
 */
export async function moveLockDate(
  db: Db,
  request: LockDateRequest,
  user: { id: number; authority: Authority },
  actor: Actor,
  today: string,
): Promise<LockDate> {
  if (request.lock_date !== null && request.lock_date > today) {
    throw badRequest(LOCK_MESSAGES.notAfterToday, { lock_date: LOCK_MESSAGES.notAfterToday });
  }
  const seen = await readLock(db);
  await requireVersion(seen, request.version, LOCK_MESSAGES.stale, () => lockDate(db));
  const earlier = movesLockEarlier(seen.lock.lockDate, request.lock_date);
  const filed = await latestFiledReturn(db);
  if (filed !== undefined && reopensFiledPeriod(filed.to, request.lock_date) && request.reason === null) {
    const message = LOCK_MESSAGES.reasonToReopenFiled(filed.from, filed.to);
    throw badRequest(message, { reason: message });
  }
  if (earlier) {
    if (!request.admin_code)
      throw badRequest(LOCK_MESSAGES.adminCodeToMoveEarlier, { admin_code: LOCK_MESSAGES.adminCodeToMoveEarlier });
    // Outside the move's transaction: a wrong code stays counted.
    await verifySecurityCodes(db, user.id, ['admin'], { admin: request.admin_code });
  }
  return db.transaction(async (tx) => {
    await holdLockDate(tx);
    const stored = await readLock(tx);
    await requireVersion(stored, request.version, LOCK_MESSAGES.stale, () => lockDate(tx));
    await writeMovedLock(tx, stored.lock, request.lock_date, actor, {
      action: earlier ? 'lock_date_earlier' : 'lock_date',
      reason: request.reason,
    });
    return lockDate(tx);
  });
}

async function writeMovedLock(
  tx: Executor,
  before: StoredLock,
  lockDate: string | null,
  actor: Actor,
  move: { action: string; reason: string | null },
) {
  const after: StoredLock = {
    lockDate,
    changedBy: actor.userId,
    changedAt: new Date().toISOString(),
    reason: move.reason,
  };
  await writeLock(tx, after);
  await recordAudit(tx, actor, { action: move.action, entity: 'books', before, after });
}

/**
 * A filing locks its period: the lock date moves to the period's end, never back, inside the filing's
 * transaction (which holds the lock date). Answers the lock date after it.
 */
export async function moveLockDateWithin(tx: Executor, periodEnd: string, actor: Actor): Promise<string> {
  const { lock } = await readLock(tx);
  if (lock.lockDate !== null && lock.lockDate >= periodEnd) return lock.lockDate;
  await writeMovedLock(tx, lock, periodEnd, actor, { action: 'lock_date', reason: null });
  return periodEnd;
}
