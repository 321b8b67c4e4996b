import { createHash, randomBytes } from 'node:crypto';
import { LOGIN_MESSAGES } from '@fleetledger/shared/auth/auth.contract';
import { isAuthority } from '@fleetledger/shared/access';
import {
  retryAfterSeconds,
  SIGN_IN_WINDOW_MS,
  signInWaitMs,
  tooManySignInsMessage,
} from '@fleetledger/shared/auth/sign-in-limits';
import type { Db, Executor } from '../../db/client';
import { tooManyRequests, unauthorized } from '../../http/http-error';
import { recordAudit } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import type { SignedInUser } from '../../identity/signed-in-user';
import { staleBefore, waitForTurn } from '../../kernel/attempt-turns';
import * as q from './auth.queries';
import { verifyAgainstNothing, verifyPassword } from '../../identity/password';

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

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
  const attemptId = await waitForTurn(() => beginAttempt(db, email, actor.ip));

  const user = await forgettingAttemptOnError(db, attemptId, () => q.findUserByEmail(db, email));
  const passwordOk = await forgettingAttemptOnError(db, attemptId, async () =>
    user === undefined
      ? (await verifyAgainstNothing(input.password), false)
      : await verifyPassword(user.passwordHash, input.password),
  );

  if (user === undefined || !passwordOk || !user.active || !isAuthority(user.authority)) {
    await q.settleSignInAsFailure(db, attemptId);
    const reason =
      user === undefined
        ? 'unknown_email'
        : !passwordOk
          ? 'wrong_password'
          : !user.active
            ? 'disabled'
            : 'bad_authority';
    await recordAudit(
      db,
      { ...actor, userId: user?.id ?? null },
      { action: 'sign_in_failed', entity: 'user', entityId: user?.id ?? null, after: { email, reason } },
    );
    throw unauthorized(LOGIN_MESSAGES.invalid);
  }

  const token = randomBytes(32).toString('base64url');
  await forgettingAttemptOnError(db, attemptId, () =>
    db.transaction(async (tx) => {
      // In line with the e-mail's other attempts: two right passwords at once would otherwise each hold
      // one failure row and wait for the other's (a deadlock the database ends with an error).
      await q.lockSignInsOf(tx, email);
      await q.insertSession(tx, {
        tokenHash: hashToken(token),
        userId: user.id,
        ip: actor.ip,
        userAgent: input.userAgent,
      });
      await q.deleteSignInFailure(tx, attemptId);
      await q.deleteSignInFailuresOf(tx, email);
      await recordAudit(tx, { ...actor, userId: user.id }, { action: 'sign_in', entity: 'user', entityId: user.id });
    }),
  );
  return {
    token,
    user: { id: user.id, userCode: user.userCode, email: user.email, name: user.name, authority: user.authority },
  };
}

/**
 * Writes the attempt down as being checked BEFORE the password is compared, with the e-mail's attempts
 * queued on a lock meanwhile, and only while the limits leave room for it counting the attempts being
 * checked; otherwise it waits its turn (see kernel/attempt-turns.ts). However many arrive at once, no
 * more are evaluated than the limits allow, a right password is never counted as a wrong one, and a
 * 429 is only answered when the settled failures alone say so, with their true wait.
 */
async function beginAttempt(db: Db, email: string, ip: string): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await q.lockSignInsOf(tx, email);
    const now = Date.now();
    const window = { email, ip, since: new Date(now - SIGN_IN_WINDOW_MS), staleBefore: staleBefore(now) };
    if (waitMsFor(await q.recentFailures(tx, { ...window, counting: 'checks too' }), now) === 0)
      return q.insertCheckingSignIn(tx, email, ip);
    const waitMs = waitMsFor(await q.recentFailures(tx, { ...window, counting: 'failures' }), now);
    if (waitMs > 0) {
      const seconds = retryAfterSeconds(waitMs);
      throw tooManyRequests(tooManySignInsMessage(seconds), seconds);
    }
    return undefined;
  });
}

function waitMsFor(row: Awaited<ReturnType<typeof q.recentFailures>>, now: number): number {
  const time = (at: Date | null) => (at === null ? null : new Date(at).getTime());
  return signInWaitMs(
    {
      pair: { count: row.pair_count, oldestAt: time(row.pair_oldest) },
      address: { count: row.address_count, oldestAt: time(row.address_oldest) },
      email: { count: row.email_count, latestAt: time(row.email_latest) },
    },
    now,
  );
}

/** A check that broke (not a wrong password) takes its attempt back before the error goes on. */
async function forgettingAttemptOnError<T>(db: Db, attemptId: number, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await q.deleteSignInFailure(db, attemptId).catch(() => undefined);
    throw error;
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
