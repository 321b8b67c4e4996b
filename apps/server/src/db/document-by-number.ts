import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import type { invoices, journals, payments, purchases, receipts } from './schema';

/** The tables of the numbered accounting documents. */
export type DocumentTable = typeof invoices | typeof purchases | typeof receipts | typeof payments | typeof journals;

/** The id of the document a user names by its number (each kind numbers its own documents). */
export async function documentIdByNumber(
  db: Executor,
  table: DocumentTable,
  number: number,
): Promise<number | undefined> {
  // Drizzle's types do not follow a select over a union of this many tables; each has its id and number.
  const rows = (await db.select({ id: table.id }).from(table).where(eq(table.number, number))) as { id: number }[];
  return rows[0]?.id;
}
