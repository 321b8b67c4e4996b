import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { sessions, signInFailures, users } from '../../db/schema';

export { findUserByEmail } from '../../db/user-by-email';

/** Holds the e-mail's attempts in line for the rest of the transaction (a few milliseconds). */
export async function lockSignInsOf(db: Executor, email: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${email}`}, 0))`);
}

/**
 * The failures in the window for this pair, this address and this e-mail, in one statement. A
 * failure is a wrong attempt, or one whose check died (still "checking" after staleBefore); with
 * `counting: 'checks too'` the attempts being checked right now count as well.
 */
export async function recentFailures(
  db: Executor,
  attempt: { email: string; ip: string; since: Date; staleBefore: Date; counting: 'failures' | 'checks too' },
) {
  const { email, ip } = attempt;
  const counted = attempt.counting === 'checks too' ? sql`true` : sql`(not checking or at < ${attempt.staleBefore})`;
  const result = await db.execute<{
    pair_count: number;
    pair_oldest: Date | null;
    address_count: number;
    address_oldest: Date | null;
    email_count: number;
    email_latest: Date | null;
  }>(sql`
    select
      count(*) filter (where email = ${email} and ip = ${ip})::int as pair_count,
      min(at) filter (where email = ${email} and ip = ${ip}) as pair_oldest,
      count(*) filter (where ip = ${ip})::int as address_count,
      min(at) filter (where ip = ${ip}) as address_oldest,
      count(*) filter (where email = ${email})::int as email_count,
      max(at) filter (where email = ${email}) as email_latest
    from ${signInFailures}
    where at > ${attempt.since} and (email = ${email} or ip = ${ip}) and ${counted}`);
  return result.rows[0]!;
}

export async function insertCheckingSignIn(db: Executor, email: string, ip: string) {
  const [row] = await db
    .insert(signInFailures)
    .values({ email, ip, checking: true })
    .returning({ id: signInFailures.id });
  return row!.id;
}

export async function settleSignInAsFailure(db: Executor, id: number) {
  await db.update(signInFailures).set({ checking: false }).where(eq(signInFailures.id, id));
}

export async function deleteSignInFailure(db: Executor, id: number) {
  await db.delete(signInFailures).where(eq(signInFailures.id, id));
}

/** A right password forgets the e-mail's failures; attempts still being checked settle on their own. */
export async function deleteSignInFailuresOf(db: Executor, email: string) {
  await db.delete(signInFailures).where(and(eq(signInFailures.email, email), eq(signInFailures.checking, false)));
}

export async function deleteOldSignInFailures(db: Executor, before: Date) {
  await db.delete(signInFailures).where(lt(signInFailures.at, before));
}

export async function insertSession(
  db: Executor,
  values: { tokenHash: string; userId: number; ip: string; userAgent: string | null },
) {
  await db.insert(sessions).values(values);
}

const sessionWithUser = preparedPerDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      user: {
        id: users.id,
        userCode: users.userCode,
        email: users.email,
        name: users.name,
        authority: users.authority,
        active: users.active,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_with_user'),
);

/** Every call's first question: whose session a token is. */
export async function findSessionWithUser(db: Db, tokenHash: string) {
  const rows = await sessionWithUser(db).execute({ tokenHash });
  return rows[0];
}

export async function touchSession(db: Executor, sessionId: number, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

export async function deleteSessionById(db: Executor, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteSessionByTokenHash(db: Executor, tokenHash: string) {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ userId: sessions.userId });
  return rows[0];
}

export async function deleteSessionsOfUser(db: Executor, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
