import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { journalRequestKeys, paymentRequestKeys, receiptRequestKeys } from '../db/schema';

/** A kind's table of Idempotency-Keys and the column naming the document the key's first request made. */
export interface RequestKeyTable {
  table: typeof receiptRequestKeys | typeof paymentRequestKeys | typeof journalRequestKeys;
  documentId:
    typeof receiptRequestKeys.receiptId | typeof paymentRequestKeys.paymentId | typeof journalRequestKeys.journalId;
}

/**
 * Claims an Idempotency-Key for this transaction. A concurrent claim of the same key waits for the
 * first transaction: if it committed, the stored row is answered; if it rolled back, the claim is ours.
 */
export async function claimRequestKey(db: Executor, keys: RequestKeyTable, key: string, bodyHash: string) {
  const claimed = await db.execute(
    sql`insert into ${keys.table} (key, body_hash) values (${key}, ${bodyHash}) on conflict do nothing returning key`,
  );
  if (claimed.rows.length > 0) return null;
  const stored = await db.execute<{ body_hash: string; document_id: number | null }>(
    sql`select body_hash, ${keys.documentId} as document_id from ${keys.table} where key = ${key}`,
  );
  const row = stored.rows[0];
  return row === undefined
    ? null
    : { bodyHash: row.body_hash, documentId: row.document_id === null ? null : Number(row.document_id) };
}

export async function settleRequestKey(db: Executor, keys: RequestKeyTable, key: string, documentId: number) {
  await db.execute(
    sql`update ${keys.table} set ${sql.identifier(keys.documentId.name)} = ${documentId} where key = ${key}`,
  );
}
