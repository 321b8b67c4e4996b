import { createHash } from 'node:crypto';
import type { Db, Executor } from '../db/client';
import * as q from './audit-chain.queries';

export type { SealLink } from './audit-chain.queries';

const BATCH = 2_000;

/**
 * SHA-256 over a fixed JSON array of everything the entry says and the link before it: a changed word,
 * time or before-image breaks this entry's link, and a removed link breaks the next one's.
 */
export function sealHash(entry: q.SealedContent, previousHash: string | null): string {
  const content = [
    previousHash,
    entry.id,
    entry.at,
    entry.user_id,
    entry.action,
    entry.entity,
    entry.entity_id,
    entry.before,
    entry.after,
    entry.ip,
    entry.request_id,
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/**
 * Seals every committed entry waiting for it, in id order, after the chain's head. The entries are
 * written in their own transactions with no lock between them (a sign-in must not wait on another's),
 * so a round seals what has committed by the time it takes the lock, and an entry committed after it
 * is sealed by the next round. With nothing waiting (a burst's later rounds, a write with no entry) it
 * is one read: no transaction, no lock. Rounds after writes are shared (`anchorAfterCommit`).
 */
export async function sealAuditLog(db: Db): Promise<void> {
  if (!(await q.anyUnsealed(db))) return;
  await db.transaction(async (tx) => {
    await q.lockSeals(tx);
    let head = await q.sealHead(tx);
    for (;;) {
      const entries = await q.unsealedEntries(tx, BATCH);
      let previousHash = head?.hash ?? null;
      let position = head?.position ?? 0;
      const links = entries.map((entry) => {
        const hash = sealHash(entry, previousHash);
        const link = { position: ++position, audit_id: entry.id, previous_hash: previousHash, hash };
        previousHash = hash;
        return link;
      });
      if (links.length > 0) {
        await q.insertSeals(tx, links);
        head = links.at(-1);
      }
      if (entries.length < BATCH) return;
    }
  });
}

export const auditSealHead = (db: Executor) => q.sealHead(db);
export const auditSealAt = (db: Executor, position: number) => q.sealAt(db, position);

export interface SealProblem {
  /**
   * changed: the entry is not what was sealed; removed: it is gone; broken: the link before it is not
   * the one it names; unsealed: no link seals it and none is waiting to (no position).
   */
  kind: 'changed' | 'removed' | 'broken' | 'unsealed';
  auditId: number;
  position: number | null;
}

/** Past this many, problems are counted, not read. */
const PROBLEMS_READ = 1_000;

/** Every link recomputed from the entry it seals, read in the caller's snapshot; answers the sealed count too. */
export async function checkAuditChain(tx: Executor): Promise<{ sealed: number; problems: SealProblem[] }> {
  const problems: SealProblem[] = [];
  let previousHash: string | null = null;
  let position = 0;
  for (;;) {
    const links = await q.sealedLinks(tx, position, BATCH);
    for (const link of links) {
      const at = { auditId: link.audit_id, position: link.position };
      if (link.position !== position + 1 || link.previous_hash !== previousHash)
        problems.push({ kind: 'broken', ...at });
      if (link.id === null) problems.push({ kind: 'removed', ...at });
      else if (sealHash(link as q.SealedContent, link.previous_hash) !== link.hash)
        problems.push({ kind: 'changed', ...at });
      previousHash = link.hash;
      position = link.position;
    }
    if (links.length < BATCH) break;
  }
  const unsealed = await q.neverSealed(tx, PROBLEMS_READ);
  problems.push(...unsealed.map((auditId) => ({ kind: 'unsealed' as const, auditId, position: null })));
  return { sealed: position, problems };
}
