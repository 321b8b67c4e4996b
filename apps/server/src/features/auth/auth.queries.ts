import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, signInFailures, users } from '../../db/schema';

export { findUserByEmail } from '../../db/user-by-email';

/** Holds the e-mail's attempts in line for the rest of the transaction (a few milliseconds). */
export async function lockSignInsOf(db: Executor, email: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${email}`}, 0))`);
}

/** The failures in the window for this pair, this address and this e-mail, in one statement. */
export async function recentFailures(db: Executor, email: string, ip: string, since: Date) {
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
    where at > ${since} and (email = ${email} or ip = ${ip})`);
  return result.rows[0]!;
}

export async function insertSignInFailure(db: Executor, email: string, ip: string) {
  const [row] = await db.insert(signInFailures).values({ email, ip }).returning({ id: signInFailures.id });
  return row!.id;
}

export async function deleteSignInFailure(db: Executor, id: number) {
  await db.delete(signInFailures).where(eq(signInFailures.id, id));
}

export async function deleteSignInFailuresOf(db: Executor, email: string) {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
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

export async function findSessionWithUser(db: Executor, tokenHash: string) {
  const rows = await db
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
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
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
