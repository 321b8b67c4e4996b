import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { giveIds, insertRows } from './column-insert';

/** A generated document: planned first, given its id and its number only when it is written. */
interface NumberedPlan {
  id: number;
  number: number;
}

/**
 * Gives the documents their ids and their numbers (in order, from `nextNumber`) and writes them as rows
 * of their table; `row` shapes a document whose plan does not carry its columns as they are.
 */
export async function insertNumbered<D extends NumberedPlan>(
  tx: Executor,
  table: PgTable,
  documents: readonly D[],
  nextNumber: () => number,
  row: (document: D) => object = (document) => document,
): Promise<void> {
  await giveIds(tx, table, documents);
  for (const document of documents) document.number = nextNumber();
  await insertRows(tx, table, documents.map(row));
}

/**
 * Writes each document's items as rows of the items' table: under the document's id (`parent`),
 * positions from 0, with the columns all of them hold alike (`shared`).
 */
export async function insertItems<I extends object>(
  tx: Executor,
  table: PgTable,
  documents: readonly { id: number; items: readonly I[] }[],
  parent: string,
  shared: object = {},
): Promise<void> {
  const rows = documents.flatMap((document) =>
    document.items.map((item, position) => ({ ...item, ...shared, [parent]: document.id, position })),
  );
  await insertRows(tx, table, rows);
}

/** As insertItems, for items other rows name (their jobs): each is first given its id from the items' table. */
export async function insertNamedItems<I extends { id: number }>(
  tx: Executor,
  table: PgTable,
  documents: readonly { id: number; items: readonly I[] }[],
  parent: string,
): Promise<void> {
  await giveIds(
    tx,
    table,
    documents.flatMap((document) => document.items),
  );
  await insertItems(tx, table, documents, parent);
}
