import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/** Row counts of the given tables, to prove a refused call wrote nothing. */
export async function tableCounts(db: Db, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${table}"`));
    counts[table] = result.rows[0]!.n;
  }
  return counts;
}
