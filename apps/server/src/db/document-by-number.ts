import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import type { invoices, purchases, receipts } from './schema';

/** The id of the document a user names by its number (each kind numbers its own documents). */
export async function documentIdByNumber(
  db: Executor,
  table: typeof invoices | typeof purchases | typeof receipts,
  number: number,
): Promise<number | undefined> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.number, number));
  return row?.id;
}
