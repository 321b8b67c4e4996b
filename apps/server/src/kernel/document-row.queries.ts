import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import type { DocumentTable } from '../db/document-by-number';

/**
 * The writes every numbered document's own row takes: created, locked for the rest of the
 * transaction, updated with the version moved on, and its number read back.
 */
export function documentRowQueries<T extends DocumentTable>(table: T) {
  // Drizzle cannot follow a builder over a union of tables; every document table has these columns.
  const anyTable = table as unknown as PgTable & Pick<DocumentTable, 'id' | 'number' | 'version'>;
  return {
    insert: async (db: Executor, values: T['$inferInsert']): Promise<number> => {
      const [row] = await db
        .insert(anyTable)
        .values(values as never)
        .returning({ id: anyTable.id });
      return row!.id;
    },

    lock: async (db: Executor, id: number): Promise<T['$inferSelect'] | undefined> => {
      const [row] = await db.select().from(anyTable).where(eq(anyTable.id, id)).for('update');
      return row as T['$inferSelect'] | undefined;
    },

    update: async (db: Executor, id: number, values: Partial<T['$inferInsert']>): Promise<void> => {
      await db
        .update(anyTable)
        .set({ ...values, version: sql`${anyTable.version} + 1`, updatedAt: new Date() })
        .where(eq(anyTable.id, id));
    },

    numberOf: async (db: Executor, id: number): Promise<number | undefined> => {
      const [row] = await db.select({ number: anyTable.number }).from(anyTable).where(eq(anyTable.id, id));
      return row?.number;
    },
  };
}
