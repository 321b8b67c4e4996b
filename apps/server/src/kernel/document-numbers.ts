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

/** The printed number: the kind's prefix and the number, e.g. INV-ARG-7. */
export function documentNumberText(prefix: string, number: number): string {
  return `${prefix}${number}`;
}
