import { createHash } from 'node:crypto';
import type { Executor } from '../db/client';
import { conflict } from '../http/http-error';
import { claimRequestKey, settleRequestKey, type RequestKeyTable } from './request-keys.queries';

export type { RequestKeyTable } from './request-keys.queries';

const bodyHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * A create that a client may repeat (a submit retried after a lost answer). With an Idempotency-Key,
 * the first request creates and a repeat with the same body answers the document the first made; the
 * same key with another body is refused with `reused`. Answers the document's id.
 */
export async function createOnce(
  tx: Executor,
  keys: RequestKeyTable,
  request: { key: string | undefined; body: unknown; reused: string },
  create: () => Promise<number>,
): Promise<number> {
  const { key } = request;
  if (key === undefined) return create();
  const hash = bodyHash(request.body);
  const earlier = await claimRequestKey(tx, keys, key, hash);
  if (earlier !== null) {
    if (earlier.bodyHash !== hash || earlier.documentId === null) throw conflict(request.reused);
    return earlier.documentId;
  }
  const id = await create();
  await settleRequestKey(tx, keys, key, id);
  return id;
}
