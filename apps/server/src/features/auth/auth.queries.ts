import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, signInFailures, users } from '../../db/schema';

export async function findUserByEmail(db: Executor, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function oldestFailureSince(db: Executor, key: { email?: string; ip?: string }, since: Date) {
  const where = key.email !== undefined ? eq(signInFailures.email, key.email) : eq(signInFailures.ip, key.ip ?? '');
  const [row] = await db
    .select({ oldest: min(signInFailures.at), total: count() })
    .from(signInFailures)
    .where(and(gt(signInFailures.at, since), where));
  return row;
}

export async function insertSignInFailure(db: Executor, email: string, ip: string) {
  await db.insert(signInFailures).values({ email, ip });
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
