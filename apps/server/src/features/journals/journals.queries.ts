import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, customers, journalLines, journalRequestKeys, journals, trucks } from '../../db/schema';
import { documentRowQueries } from '../../kernel/document-row.queries';

/** A line as the service writes it: its stored id when it is kept, null when it is new. */
export type JournalLineValues = Omit<typeof journalLines.$inferInsert, 'id' | 'journalId'> & { id: number | null };

export const journalKeys = { table: journalRequestKeys, documentId: journalRequestKeys.journalId };

/** The journal's own row: created, locked, updated with the version moved on, its number read back. */
export const journalRows = documentRowQueries(journals);

export async function lineIds(db: Executor, journalId: number) {
  const rows = await db.select({ id: journalLines.id }).from(journalLines).where(eq(journalLines.journalId, journalId));
  return new Set(rows.map((row) => row.id));
}

/** The journal's lines become these: kept lines written in place, new ones added, the rest deleted. */
export async function saveLines(db: Executor, journalId: number, lines: readonly JournalLineValues[]) {
  const kept = new Set(lines.flatMap((line) => (line.id === null ? [] : [line.id])));
  const gone = [...(await lineIds(db, journalId))].filter((id) => !kept.has(id));
  if (gone.length > 0) await db.delete(journalLines).where(inArray(journalLines.id, gone));
  for (const { id, ...line } of lines) {
    if (id === null) await db.insert(journalLines).values({ ...line, journalId });
    else await db.update(journalLines).set(line).where(eq(journalLines.id, id));
  }
}

export async function journalHeader(db: Executor, id: number) {
  const [row] = await db.select().from(journals).where(eq(journals.id, id));
  return row;
}

export async function journalLineRows(db: Executor, journalId: number) {
  return db
    .select({
      line: journalLines,
      accountCode: accounts.code,
      accountName: accounts.name,
      partyName: customers.name,
      truckNumber: trucks.number,
    })
    .from(journalLines)
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .leftJoin(customers, eq(customers.id, journalLines.partyId))
    .leftJoin(trucks, eq(trucks.id, journalLines.truckId))
    .where(eq(journalLines.journalId, journalId))
    .orderBy(asc(journalLines.position));
}
