import type { Authority } from '@fleetledger/shared/access';
import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import {
  LOCK_MESSAGES,
  movesLockEarlier,
  type FiledVatReturn,
  type FiledVatReturns,
  type LockDate,
  type LockDateRequest,
} from '@fleetledger/shared/ledger/lock-date.contract';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { holdLockDate, readLock, writeLock, type StoredLock } from '../../kernel/lock-date.queries';
import { verifySecurityCodes } from '../../kernel/security-codes';
import { requireVersion } from '../../kernel/stale-edit';
import { computedVatReturn, filedVatReturnOf } from './books.service';
import * as vq from './vat-returns.queries';

/** The lock date as its screen reads it. */
export async function lockDate(db: Executor): Promise<LockDate> {
  const { lock, version } = await readLock(db);
  return {
    success: true,
    lock_date: lock.lockDate,
    version,
    changed_by: await vq.userName(db, lock.changedBy),
    changed_at: lock.changedAt,
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
    await writeMovedLock(tx, stored.lock, request.lock_date, actor, earlier ? 'lock_date_earlier' : 'lock_date');
    return lockDate(tx);
  });
}

async function writeMovedLock(tx: Executor, before: StoredLock, lockDate: string | null, actor: Actor, action: string) {
  const after: StoredLock = { lockDate, changedBy: actor.userId, changedAt: new Date().toISOString() };
  await writeLock(tx, after);
  await recordAudit(tx, actor, { action, entity: 'books', before, after });
}

/**
 * Files the period's VAT return: its boxes as the books read them now, frozen, with who filed it and
 * when; the lock date moves to the period's end (never back). While it is read and frozen the lock
 * date is held, so no posting can slip into the period between the figures and the lock.
 */
export async function fileVatReturn(db: Db, period: BooksPeriod, actor: Actor, today: string) {
  if (period.to >= today) throw conflict(LOCK_MESSAGES.periodNotEnded);
  return db.transaction(async (tx) => {
    await holdLockDate(tx);
    if ((await vq.overlappingReturn(tx, period)) !== undefined) {
      throw conflict(LOCK_MESSAGES.alreadyFiled(period.from, period.to));
    }
    const { boxes, net_vat_due } = await computedVatReturn(tx, period);
    const id = await vq.insertReturn(tx, { ...period, boxes: { boxes, net_vat_due }, filedBy: actor.userId });
    await recordAudit(tx, actor, { action: 'vat_return_file', entity: 'vat_return', entityId: id, after: period });
    const { lock } = await readLock(tx);
    if (lock.lockDate === null || lock.lockDate < period.to)
      await writeMovedLock(tx, lock, period.to, actor, 'lock_date');
    const filed: FiledVatReturn = filedVatReturnOf((await vq.filedReturnFor(tx, period))!);
    return { success: true as const, filed, lock_date: (await readLock(tx)).lock.lockDate! };
  });
}

export async function filedVatReturns(db: Executor): Promise<FiledVatReturns> {
  return { success: true, returns: (await vq.filedReturns(db)).map(filedVatReturnOf) };
}
