import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { securityCodeFailures, settings } from '../db/schema';

export interface StoredCodes {
  cancelHash: string;
  adminHash: string;
}

const KEY = 'security_codes';

export async function readStoredCodes(db: Executor): Promise<StoredCodes | undefined> {
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY)).limit(1);
  return rows[0]?.value as StoredCodes | undefined;
}

export async function writeStoredCodes(db: Executor, codes: StoredCodes): Promise<void> {
  await db
    .insert(settings)
    .values({ key: KEY, value: codes })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: codes, updatedAt: new Date(), version: sql`${settings.version} + 1` },
    });
}

/** Holds the user's code attempts in line for the rest of the transaction (a few milliseconds). */
export async function lockAttemptsOf(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`security-code-attempt:${userId}`}, 0))`);
}

/** A failure is an attempt found wrong, or one whose check died (still "checking" after staleBefore). */
const isFailure = (staleBefore: Date) =>
  or(eq(securityCodeFailures.checking, false), lt(securityCodeFailures.at, staleBefore));

/** The user's failures in the window, and the attempts being checked right now. */
export async function attemptCounts(
  db: Executor,
  userId: number,
  windowStart: Date,
  staleBefore: Date,
): Promise<{ failures: number; checking: number }> {
  const [counted] = await db
    .select({
      failures: sql<number>`(count(*) filter (where ${isFailure(staleBefore)}))::int`,
      checking: sql<number>`(count(*) filter (where not (${isFailure(staleBefore)})))::int`,
    })
    .from(securityCodeFailures)
    .where(and(eq(securityCodeFailures.userId, userId), gt(securityCodeFailures.at, windowStart)));
  return counted!;
}

export async function insertCheckingAttempt(db: Executor, userId: number): Promise<number> {
  const [attempt] = await db
    .insert(securityCodeFailures)
    .values({ userId, checking: true })
    .returning({ id: securityCodeFailures.id });
  return attempt!.id;
}

export async function settleAsFailure(db: Executor, id: number): Promise<void> {
  await db.update(securityCodeFailures).set({ checking: false }).where(eq(securityCodeFailures.id, id));
}

export async function forgetAttempt(db: Executor, id: number): Promise<void> {
  await db.delete(securityCodeFailures).where(eq(securityCodeFailures.id, id));
}

export async function oldestFailureSince(
  db: Executor,
  userId: number,
  windowStart: Date,
  staleBefore: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sql<Date>`min(${securityCodeFailures.at})` })
    .from(securityCodeFailures)
    .where(
      and(eq(securityCodeFailures.userId, userId), gt(securityCodeFailures.at, windowStart), isFailure(staleBefore)),
    );
  return row?.at === null || row?.at === undefined ? undefined : new Date(row.at);
}
