import { asc, inArray } from 'drizzle-orm';
import type { Executor } from './client';
import type { invoices, purchases } from './schema';

/**
 * Locks these rows until the transaction ends, in id order: transactions that lock overlapping sets
 * (two receipts paying the same invoices) queue one behind the other instead of deadlocking.
 */
export async function lockInIdOrder(
  db: Executor,
  table: typeof invoices | typeof purchases,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]))
    .orderBy(asc(table.id))
    .for('update');
}
