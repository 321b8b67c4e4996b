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
 * Seals every committed entry waiting for it, in id order, after the chain's head; answers the head.
 * The entries are written in their own transactions with no lock between them (a sign-in must not wait
 * on another's), so a round seals what has committed by the time it takes the lock, and an entry
 * committed after it is sealed by the next round.
 */
async function sealRound(db: Db): Promise<q.SealLink | undefined> {
  return db.transaction(async (tx) => {
    await q.lockSeals(tx);
    let head = await q.sealHead(tx);
    for (;;) {
      const entries = await q.unsealedEntries(tx, BATCH);
      let previousHash = head?.hash ?? null;
      let position = head?.position ?? 0;
      const links = entries.map((entry) => {
        const link = { position: ++position, audit_id: entry.id, previous_hash: previousHash, hash: '' };
        link.hash = sealHash(entry, previousHash);
        previousHash = link.hash;
        return link;
      });
      if (links.length > 0) {
        await q.insertSeals(tx, links);
        head = links.at(-1);
      }
      if (entries.length < BATCH) return head;
    }
  });
}

interface Rounds {
  running: Promise<unknown>;
  /** The round queued behind the running one and not yet begun: an entry committed before it begins joins it. */
  waiting: Promise<q.SealLink | undefined> | null;
}
const roundsByDatabase = new WeakMap<Db, Rounds>();

/** A sealing round after writes have committed: calls arriving together share one, one round at a time. */
export function sealAuditLog(db: Db): Promise<q.SealLink | undefined> {
  let rounds = roundsByDatabase.get(db);
  if (rounds === undefined) {
    rounds = { running: Promise.resolve(), waiting: null };
    roundsByDatabase.set(db, rounds);
  }
  if (rounds.waiting !== null) return rounds.waiting;
  const queued = rounds;
  const round = queued.running
    .catch(() => undefined)
    .then(() => {
      queued.waiting = null;
      return sealRound(db);
    });
  queued.waiting = round;
  queued.running = round;
  return round;
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
