import { STATUS_MESSAGES, type SecurityCodeName } from '@fleetledger/shared/documents/document-status';
import type { Db, Executor } from '../db/client';
import { badRequest, conflict, tooManyRequests, type HttpError } from '../http/http-error';
import { hashPassword, verifyPassword } from '../identity/password';
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
 * Checks the codes a status move needs. The attempt is written as a failure BEFORE any code is
 * compared and committed on its own (not in the caller's transaction), so however many attempts
 * arrive at once at most CODE_FAILURE_LIMIT wrong ones are ever evaluated per window; a right
 * answer takes its attempt back.
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

  const windowStart = new Date(Date.now() - CODE_WINDOW_MINUTES * 60_000);
  const attempt = await q.countAttempt(db, userId, windowStart);
  if (attempt.failures > CODE_FAILURE_LIMIT) {
    await q.forgetAttempt(db, attempt.id);
    throw await tooManyAttempts(db, userId, windowStart);
  }
  for (const name of needed) {
    const hash = name === 'cancel' ? stored.cancelHash : stored.adminHash;
    if (!(await verifyPassword(hash, offered[name]!))) throw badRequest(WRONG[name], { [FIELD[name]]: WRONG[name] });
  }
  await q.forgetAttempt(db, attempt.id);
}

async function tooManyAttempts(db: Db, userId: number, windowStart: Date): Promise<HttpError> {
  const oldest = (await q.oldestFailureSince(db, userId, windowStart)) ?? new Date();
  const waitSeconds = Math.max(60, Math.ceil((oldest.getTime() + CODE_WINDOW_MINUTES * 60_000 - Date.now()) / 1000));
  const minutes = Math.ceil(waitSeconds / 60);
  return tooManyRequests(STATUS_MESSAGES.tooManyCodeAttempts(minutes), minutes * 60);
}
