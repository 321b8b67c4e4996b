import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { settings } from '../db/schema';
import { transactionLock } from '../db/transaction-lock';

/** The lock date as stored: who moved it last and when. */
export interface StoredLock {
  lockDate: string | null;
  changedBy: number | null;
  changedAt: string | null;
  /** Why the move opened a filed VAT period again, when it did. */
  reason?: string | null;
}

const KEY = 'books_lock';
const OPEN: StoredLock = { lockDate: null, changedBy: null, changedAt: null, reason: null };

// Everything that dates, posts or changes a document takes this lock shared; moving the lock date
// takes it alone. So a move waits for the work in flight, and work after a move reads the new date.
const LOCK_DATE_KEY = sql`hashtextextended('books-lock-date', 0)`;

export async function shareLockDate(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${LOCK_DATE_KEY})`);
}

export const holdLockDate = transactionLock(LOCK_DATE_KEY);

/** The lock and its version (0 while it was never set). */
export async function readLock(db: Executor): Promise<{ lock: StoredLock; version: number }> {
  const [row] = await db
    .select({ value: settings.value, version: settings.version })
    .from(settings)
    .where(eq(settings.key, KEY));
  return row === undefined
    ? { lock: OPEN, version: 0 }
    : { lock: { ...OPEN, ...(row.value as StoredLock) }, version: row.version };
}

export async function writeLock(db: Executor, lock: StoredLock): Promise<number> {
  const [row] = await db
    .insert(settings)
    .values({ key: KEY, value: lock })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: lock, updatedAt: new Date(), version: sql`${settings.version} + 1` },
    })
    .returning({ version: settings.version });
  return row!.version;
}
