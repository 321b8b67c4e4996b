import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Several reads at once on the pool, each on a connection of its own; inside a transaction, one after
 * another, since its one connection runs one query at a time (node-postgres deprecates queuing a
 * second behind the first, and pg 9 refuses it).
 */
export async function readsTogether<T extends readonly unknown[]>(db: Executor, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as unknown as T;
}
