import type { Db, Executor } from '../../db/client';
import type { AnchorHealth } from '@fleetledger/shared/ledger/ledger-check.contract';
import type { AnchorCarrier } from '../../backup/backup-file';
import { sealAuditLog } from '../../audit/audit-chain';
import { anchorProblem } from './ledger-anchor-health';
import { sharedRounds } from './shared-rounds';
import { auditAnchorHolds, auditAnchorNow } from './ledger-audit-chain';
import {
  isLedgerAnchor,
  readAnchorFile,
  writeAnchorFile,
  type LedgerAnchor,
  type LedgerVerification,
} from './ledger-anchor-file';
import * as q from './ledger-verification.queries';

export type AnchorMove =
  | { moved: true; anchor: LedgerAnchor; first: boolean }
  | { moved: false; anchor: LedgerAnchor | null; refused: string | null };

/**
 * Moves DATA_DIR's anchor on to the chain's committed head and the audit log's seals' head: only
 * forward (by count), only when the books and the seals still hold the anchored heads with their
 * hashes, and never for what is not committed, since it reads the heads after the writes'
 * transactions have ended. With no anchor yet, the books as they are become the first one. One writer at a time, whichever process it is in.
 */
export async function moveAnchorOn(db: Db, dataDir: string, now = new Date()): Promise<AnchorMove> {
  // Sealed and committed first: the anchor, like the books' head, only ever holds committed links.
  await sealingRound(db);
  return db.transaction(async (tx) => {
    await q.lockAnchor(tx);
    const file = await readAnchorFile(dataDir);
    if (file.state === 'unreadable') {
      return { moved: false, anchor: null, refused: `the anchor file cannot be read (${file.reason})` };
    }
    const { anchor } = file;
    const beyond = await q.chainBeyond(tx, anchor?.headId ?? null);
    if (anchor !== null && anchor.headId !== null && beyond.anchoredHash !== anchor.headHash) {
      return { moved: false, anchor, refused: `the books no longer hold the anchored entry ${anchor.headId}` };
    }
    if (anchor?.audit !== undefined && !(await auditAnchorHolds(tx, anchor.audit))) {
      return {
        moved: false,
        anchor,
        refused: `the audit log no longer holds the sealed audit entry ${anchor.audit.headId}`,
      };
    }
    const audit = await auditAnchorNow(tx);
    if (anchor !== null && beyond.after === 0 && anchor.audit?.sealed === audit.sealed) {
      return { moved: false, anchor, refused: null };
    }
    const moved: LedgerAnchor = {
      entries: (anchor?.entries ?? 0) + beyond.after,
      headId: beyond.head?.id ?? null,
      headHash: beyond.head?.hash ?? null,
      anchoredAt: now.toISOString(),
      audit,
    };
    await writeAnchorFile(dataDir, { anchor: moved, lastVerification: file.lastVerification });
    return { moved: true, anchor: moved, first: anchor === null };
  });
}

const sealingRounds = new WeakMap<Db, (run: () => Promise<void>) => Promise<void>>();

/** A sealing round of the audit log, shared by the calls arriving together on this database. */
function sealingRound(db: Db): Promise<void> {
  let shared = sealingRounds.get(db);
  if (shared === undefined) {
    shared = sharedRounds<void>();
    sealingRounds.set(db, shared);
  }
  return shared(() => sealAuditLog(db));
}

interface AnchorRounds {
  shared: (run: () => Promise<AnchorMove>) => Promise<AnchorMove>;
  /** The head the last round left anchored (null: empty books); undefined until a round has said. */
  anchoredHead: number | null | undefined;
}
const roundsByDataDir = new Map<string, AnchorRounds>();

/**
 * The anchor moved on after postings have committed. Calls arriving together share one round, and a
 * round begins only after the one before it ended, so the file is written in the order of the heads
 * and a burst of postings costs a round or two, not one each. A write that posted nothing finds the
 * committed head where the last round anchored it and waits on no round (null): entries join the chain
 * in commit order, so a head already anchored holds every posting committed before it was read.
 */
export async function anchorAfterCommit(db: Db, dataDir: string): Promise<AnchorMove | null> {
  let rounds = roundsByDataDir.get(dataDir);
  if (rounds === undefined) {
    rounds = { shared: sharedRounds<AnchorMove>(), anchoredHead: undefined };
    roundsByDataDir.set(dataDir, rounds);
  }
  if (rounds.anchoredHead !== undefined && (await q.chainHeadId(db)) === rounds.anchoredHead) {
    // A write that posted nothing still wrote its audit entry: sealed, but the file waits for a posting or
    // `ledger verify`, so a job saved or a sign-in never waits on a disk flush.
    await sealingRound(db);
    return null;
  }
  const kept = rounds;
  return kept.shared(async () => {
    kept.anchoredHead = undefined;
    const move = await moveAnchorOn(db, dataDir);
    kept.anchoredHead = move.moved || move.refused === null ? (move.anchor?.headId ?? null) : undefined;
    return move;
  });
}

/** What every Admin's page shows while DATA_DIR's anchor cannot be written. */
export function anchorHealth(dataDir: string): Promise<AnchorHealth> {
  return Promise.resolve({ success: true, anchor_problem: anchorProblem(dataDir) });
}

/** Keeps the last verification beside the anchor, whatever the anchor is now. */
export async function recordVerification(db: Db, dataDir: string, verification: LedgerVerification): Promise<void> {
  await db.transaction(async (tx) => {
    await q.lockAnchor(tx);
    const file = await readAnchorFile(dataDir);
    if (file.state === 'unreadable') return;
    await writeAnchorFile(dataDir, { anchor: file.anchor, lastVerification: verification });
  });
}

/**
 * The anchor a backup carries: the heads of the snapshot it reads (the books' and the audit log's seals'),
 * each when that snapshot holds everything DATA_DIR's anchor (read before the snapshot began) vouches
 * for; otherwise that anchor's, so books restored from a tampered database fail `ledger verify` as the
 * tampered ones do.
 */
async function anchorOfSnapshot(tx: Executor, before: LedgerAnchor | null, now = new Date()): Promise<LedgerAnchor> {
  const { after: entries, head } = await q.chainBeyond(tx, null);
  const audit = await auditAnchorNow(tx);
  const anchored = before !== null && before.entries > 0 ? await q.entryAt(tx, before.entries) : undefined;
  const booksHold =
    before === null || before.entries === 0 || (anchored?.id === before.headId && anchored.hash === before.headHash);
  const auditHolds = before?.audit === undefined || (await auditAnchorHolds(tx, before.audit));
  return {
    ...(booksHold
      ? { entries, headId: head?.id ?? null, headHash: head?.hash ?? null }
      : { entries: before.entries, headId: before.headId, headHash: before.headHash }),
    anchoredAt: booksHold && auditHolds ? now.toISOString() : before.anchoredAt,
    audit: auditHolds ? audit : before.audit,
  };
}

/**
 * Puts a backup's anchor in place once its books are restored (the old one described other books);
 * a backup from before anchors gets one of the books as restored.
 */
async function restoreAnchor(db: Db, dataDir: string, anchor: LedgerAnchor | null): Promise<void> {
  await db.transaction(async (tx) => {
    await q.lockAnchor(tx);
    await writeAnchorFile(dataDir, { anchor: anchor ?? (await anchorOfSnapshot(tx, null)), lastVerification: null });
  });
}

/** What a backup carries of DATA_DIR's anchor, read now, before the backup's snapshot begins. */
export async function anchorCarrier(db: Db, dataDir: string): Promise<AnchorCarrier> {
  const file = await readAnchorFile(dataDir);
  const before = file.state === 'unreadable' ? null : file.anchor;
  return {
    forSnapshot: (tx) => anchorOfSnapshot(tx, before),
    putBack: (anchor) => restoreAnchor(db, dataDir, isLedgerAnchor(anchor) ? anchor : null),
  };
}
