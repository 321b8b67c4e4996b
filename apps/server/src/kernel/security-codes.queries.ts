import { and, eq, gt, sql } from 'drizzle-orm';
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

/**
 * Records an attempt as failed before the code is checked and answers how many failed in the
 * window, this one included. The user's attempts queue on an advisory lock for the few
 * milliseconds of this, so the n-th of many simultaneous attempts always counts n.
 */
export async function countAttempt(
  db: Executor,
  userId: number,
  windowStart: Date,
): Promise<{ id: number; failures: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`security-code-attempt:${userId}`}, 0))`);
    const [attempt] = await tx
      .insert(securityCodeFailures)
      .values({ userId })
      .returning({ id: securityCodeFailures.id });
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(securityCodeFailures)
      .where(and(eq(securityCodeFailures.userId, userId), gt(securityCodeFailures.at, windowStart)));
    return { id: attempt!.id, failures: counted!.n };
  });
}

export async function forgetAttempt(db: Executor, id: number): Promise<void> {
  await db.delete(securityCodeFailures).where(eq(securityCodeFailures.id, id));
}

export async function oldestFailureSince(db: Executor, userId: number, windowStart: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sql<Date>`min(${securityCodeFailures.at})` })
    .from(securityCodeFailures)
    .where(and(eq(securityCodeFailures.userId, userId), gt(securityCodeFailures.at, windowStart)));
  return row?.at === null || row?.at === undefined ? undefined : new Date(row.at);
}
