import { createHash, randomBytes } from 'node:crypto';
import { LOGIN_MESSAGES } from '@fleetledger/shared/auth/auth.contract';
import { isAuthority } from '@fleetledger/shared/access';
import type { Db, Executor } from '../../db/client';
import { tooManyRequests, unauthorized } from '../../http/http-error';
import { recordAudit } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import type { SignedInUser } from '../../identity/signed-in-user';
import * as q from './auth.queries';
import { verifyAgainstNothing, verifyPassword } from '../../identity/password';

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

export const FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES = 10;
/** Writing last_seen_at on every request would turn each read into a write. */
const TOUCH_EVERY_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SignInResult {
  token: string;
  user: Omit<SignedInUser, 'sessionId'>;
}

export async function signIn(
  db: Db,
  input: { email: string; password: string; userAgent: string | null },
  actor: Actor & { ip: string },
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  await refuseWhenRateLimited(db, email, actor.ip);

  const user = await q.findUserByEmail(db, email);
  const passwordOk =
    user === undefined
      ? (await verifyAgainstNothing(input.password), false)
      : await verifyPassword(user.passwordHash, input.password);

  if (user === undefined || !passwordOk || !user.active || !isAuthority(user.authority)) {
    const reason =
      user === undefined
        ? 'unknown_email'
        : !passwordOk
          ? 'wrong_password'
          : !user.active
            ? 'disabled'
            : 'bad_authority';
    await db.transaction(async (tx) => {
      await q.insertSignInFailure(tx, email, actor.ip);
      await recordAudit(
        tx,
        { ...actor, userId: user?.id ?? null },
        {
          action: 'sign_in_failed',
          entity: 'user',
          entityId: user?.id ?? null,
          after: { email, reason },
        },
      );
    });
    throw unauthorized(LOGIN_MESSAGES.invalid);
  }

  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await q.insertSession(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      ip: actor.ip,
      userAgent: input.userAgent,
    });
    await q.deleteSignInFailuresOf(tx, email);
    await recordAudit(tx, { ...actor, userId: user.id }, { action: 'sign_in', entity: 'user', entityId: user.id });
  });
  return {
    token,
    user: { id: user.id, userCode: user.userCode, email: user.email, name: user.name, authority: user.authority },
  };
}

async function refuseWhenRateLimited(db: Db, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  for (const key of [{ email }, { ip }]) {
    const row = await q.oldestFailureSince(db, key, since);
    if (row !== undefined && row.total >= MAX_FAILURES && row.oldest !== null) {
      const retryAt = new Date(row.oldest).getTime() + FAILURE_WINDOW_MS;
      const minutes = Math.max(1, Math.ceil((retryAt - Date.now()) / 60_000));
      throw tooManyRequests(
        `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  }
}

/** The user behind a session token, or null when the session is unknown, expired or the user disabled. */
export async function resolveSession(db: Db, token: string, policy: SessionPolicy): Promise<SignedInUser | null> {
  const found = await q.findSessionWithUser(db, hashToken(token));
  if (found === undefined) return null;
  const now = Date.now();
  const idleFor = now - found.lastSeenAt.getTime();
  const age = now - found.createdAt.getTime();
  if (idleFor > policy.idleMs || age > policy.maxMs || !found.user.active || !isAuthority(found.user.authority)) {
    await q.deleteSessionById(db, found.sessionId);
    return null;
  }
  if (idleFor > TOUCH_EVERY_MS) await q.touchSession(db, found.sessionId, new Date(now));
  const { id, userCode, email, name, authority } = found.user;
  return { id, userCode, email, name, authority, sessionId: found.sessionId };
}

export async function signOut(db: Db, token: string | undefined, actor: Actor): Promise<void> {
  if (token === undefined) return;
  await db.transaction(async (tx) => {
    const ended = await q.deleteSessionByTokenHash(tx, hashToken(token));
    if (ended !== undefined) {
      await recordAudit(
        tx,
        { ...actor, userId: ended.userId },
        { action: 'sign_out', entity: 'user', entityId: ended.userId },
      );
    }
  });
}

export async function endSessionsOfUser(db: Executor, userId: number): Promise<void> {
  await q.deleteSessionsOfUser(db, userId);
}
