import { STATUS_MESSAGES, type SecurityCodeName } from '@fleetledger/shared/documents/document-status';
import type { Db, Executor } from '../db/client';
import { badRequest, conflict, tooManyRequests, type HttpError } from '../http/http-error';
import { hashPassword, verifyPassword } from '../identity/password';
import { staleBefore, waitForTurn } from './attempt-turns';
import * as q from './security-codes.queries';

/** Wrong codes a user may try in the window before the codes are refused unchecked. */
export const CODE_FAILURE_LIMIT = 5;
export const CODE_WINDOW_MINUTES = 15;
const CODE_PATTERN = /^\d{4}$/;

export type OfferedCodes = Partial<Record<SecurityCodeName, string | undefined>>;

const FIELD: Record<SecurityCodeName, string> = { cancel: 'cancel_code', admin: 'admin_code' };
const MISSING: Record<SecurityCodeName, string> = {
  cancel: STATUS_MESSAGES.cancelCodeRequired,
  admin: STATUS_MESSAGES.adminCodeRequired,
};
const WRONG: Record<SecurityCodeName, string> = {
  cancel: STATUS_MESSAGES.invalidCancelCode,
  admin: STATUS_MESSAGES.invalidAdminCode,
};

/** The cancellation and admin codes, stored hashed like passwords (set by the CLI or the Settings page). */
export async function setSecurityCodes(db: Executor, codes: { cancel: string; admin: string }): Promise<void> {
  for (const [name, code] of Object.entries(codes)) {
    if (!CODE_PATTERN.test(code)) throw badRequest(`The ${name} code must be four digits`);
  }
  await q.writeStoredCodes(db, {
    cancelHash: await hashPassword(codes.cancel),
    adminHash: await hashPassword(codes.admin),
  });
}

export async function securityCodesAreSet(db: Executor): Promise<boolean> {
  return (await q.readStoredCodes(db)) !== undefined;
}

/**
 * Checks the codes a status move needs. The attempt is written down as being checked BEFORE any code
 * is compared, in its own short transaction under a per-user lock, and only while fewer than
 * CODE_FAILURE_LIMIT failures plus checks are in the window; the others wait their turn (see
 * kernel/attempt-turns.ts). So however many attempts arrive at once, at most CODE_FAILURE_LIMIT wrong
 * ones are evaluated per window, a right code is never counted as wrong, and a 429 says the true wait.
 */
export async function verifySecurityCodes(
  db: Db,
  userId: number,
  needed: readonly SecurityCodeName[],
  offered: OfferedCodes,
) {
  if (needed.length === 0) return;
  for (const name of needed) {
    const code = offered[name];
    if (code === undefined || code === '') throw badRequest(MISSING[name], { [FIELD[name]]: MISSING[name] });
  }
  const stored = await q.readStoredCodes(db);
  if (stored === undefined) throw conflict(STATUS_MESSAGES.codesNotSet);

  const attemptId = await waitForTurn(() => beginAttempt(db, userId));
  let wrong: SecurityCodeName | undefined;
  try {
    for (const name of needed) {
      const hash = name === 'cancel' ? stored.cancelHash : stored.adminHash;
      if (!(await verifyPassword(hash, offered[name]!))) {
        wrong = name;
        break;
      }
    }
  } finally {
    // Only a wrong code is a failure; a right one, or a check that broke, takes its attempt back.
    if (wrong === undefined) await q.forgetAttempt(db, attemptId);
    else await q.settleAsFailure(db, attemptId);
  }
  if (wrong !== undefined) throw badRequest(WRONG[wrong], { [FIELD[wrong]]: WRONG[wrong] });
}

async function beginAttempt(db: Db, userId: number): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await q.lockAttemptsOf(tx, userId);
    const now = Date.now();
    const windowStart = new Date(now - CODE_WINDOW_MINUTES * 60_000);
    const counts = await q.attemptCounts(tx, userId, windowStart, staleBefore(now));
    if (counts.failures >= CODE_FAILURE_LIMIT) throw await tooManyAttempts(tx, userId, windowStart, now);
    if (counts.failures + counts.checking >= CODE_FAILURE_LIMIT) return undefined;
    return q.insertCheckingAttempt(tx, userId);
  });
}

async function tooManyAttempts(db: Executor, userId: number, windowStart: Date, now: number): Promise<HttpError> {
  const oldest = (await q.oldestFailureSince(db, userId, windowStart, staleBefore(now))) ?? new Date(now);
  const waitSeconds = Math.max(60, Math.ceil((oldest.getTime() + CODE_WINDOW_MINUTES * 60_000 - now) / 1000));
  const minutes = Math.ceil(waitSeconds / 60);
  return tooManyRequests(STATUS_MESSAGES.tooManyCodeAttempts(minutes), minutes * 60);
}
