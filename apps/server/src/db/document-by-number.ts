import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import type { invoices, payments, purchases, receipts } from './schema';

/** The tables of the numbered accounting documents. */
export type DocumentTable = typeof invoices | typeof purchases | typeof receipts | typeof payments;

/** The id of the document a user names by its number (each kind numbers its own documents). */
export async function documentIdByNumber(
  db: Executor,
  table: DocumentTable,
  number: number,
): Promise<number | undefined> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.number, number));
  return row?.id;
}
