import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { documentCounters } from '../db/schema';

/**
 * The next number of a document kind (1, 2, 3 …), taken inside the transaction that creates the
 * document. The counter row stays locked until that transaction ends: concurrent creations queue for
 * it and never share a number, and a creation that rolls back gives its number back (no gaps).
 */
export async function takeNextNumber(tx: Executor, kind: string): Promise<number> {
  const result = await tx.execute<{ last_number: string | number }>(sql`
    insert into ${documentCounters} as c (kind, last_number) values (${kind}, 1)
    on conflict (kind) do update set last_number = c.last_number + 1
    returning c.last_number`);
  return Number(result.rows[0]!.last_number);
}

/** The number the next creation would take, to propose on a form (it is only reserved by creating). */
export async function peekNextNumber(db: Executor, kind: string): Promise<number> {
  const result = await db.execute<{ last_number: string | number }>(
    sql`select last_number from ${documentCounters} where kind = ${kind}`,
  );
  return Number(result.rows[0]?.last_number ?? 0) + 1;
}

/**
 * A number the user typed (an invoice number given on acceptance): the sequence moves on to it when
 * it is ahead, so later numbers follow it; a number below the sequence fills a gap. Whether it is
 * already used is the document table's unique number to say.
 */
export async function claimNumber(tx: Executor, kind: string, number: number): Promise<void> {
  await tx.execute(sql`
    insert into ${documentCounters} as c (kind, last_number) values (${kind}, ${number})
    on conflict (kind) do update set last_number = greatest(c.last_number, ${number})`);
}
