import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';

export async function readSetting(db: Executor, key: string): Promise<{ value: unknown; version: number } | undefined> {
  const rows = await db
    .select({ value: settings.value, version: settings.version })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return rows[0];
}

/** Locks the setting's row for the rest of the transaction. */
export async function lockSetting(db: Executor, key: string) {
  const rows = await db
    .select({ value: settings.value, version: settings.version })
    .from(settings)
    .where(eq(settings.key, key))
    .for('update');
  return rows[0];
}

/** Writes a setting and moves its version on; a first write starts at version 1. */
export async function writeSetting(db: Executor, key: string, value: unknown): Promise<number> {
  const [row] = await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedAt: new Date(), version: sql`${settings.version} + 1` },
    })
    .returning({ version: settings.version });
  return row!.version;
}
