import { todayIn } from '@fleetledger/shared/dates';
import type { LedgerSourceKind } from '@fleetledger/shared/ledger/ledger-accounts';
import { requireBalanced, reversedLines, type LedgerLineDraft } from '@fleetledger/shared/ledger/posting-rules';
import type { Executor } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { refuseLockedDates } from '../../kernel/lock-date';
import type { AfterMove } from '../../kernel/status-mover';
import { entryHash } from './ledger-hash';
import * as q from './ledger.queries';

export interface Posting {
  sourceKind: LedgerSourceKind;
  sourceId: number;
  sourceNumber: string;
  date: string;
  memo: string;
  lines: LedgerLineDraft[];
}

async function appendEntry(
  tx: Executor,
  entry: Posting & { event: 'post' | 'reverse'; reversesEntryId: number | null },
  actor: Actor,
): Promise<number> {
  const lines = requireBalanced(entry.lines);
  await refuseLockedDates(tx, entry.date);
  await q.lockChain(tx);
  const previousHash = await q.lastHash(tx);
  const content = { ...entry, lines, previousHash };
  return q.insertEntry(tx, { ...content, hash: entryHash(content), createdBy: actor.userId }, lines);
}

/** Writes a document's posting; called inside the transaction that moves the document to Posted. */
export async function postEntry(tx: Executor, posting: Posting, actor: Actor): Promise<number> {
  return appendEntry(tx, { ...posting, event: 'post', reversesEntryId: null }, actor);
}

/**
 * Reverses the document's open posting with its mirror entry, dated `date`; answers the reversal's id,
 * or null when the document has no open posting (it was posted before the books began).
 * A credit note reverses its invoice's posting as an entry of its own kind and number.
 */
export async function reversePosting(
  tx: Executor,
  of: { sourceKind: LedgerSourceKind; sourceId: number },
  reversal: {
    date: string;
    memo: string;
    as?: { sourceKind: LedgerSourceKind; sourceId: number; sourceNumber: string };
  },
  actor: Actor,
): Promise<number | null> {
  const open = await q.openPosting(tx, of.sourceKind, of.sourceId);
  if (open === undefined) return null;
  const source = reversal.as ?? { ...of, sourceNumber: open.sourceNumber };
  return appendEntry(
    tx,
    {
      ...source,
      date: reversal.date,
      memo: reversal.memo,
      lines: reversedLines(open.lines),
      event: 'reverse',
      reversesEntryId: open.id,
    },
    actor,
  );
}

const LINE_FIELDS = [
  'accountId',
  'debitFils',
  'creditFils',
  'partyId',
  'invoiceId',
  'purchaseId',
  'truckId',
  'driverId',
  'jobId',
  'vatPercent',
] as const satisfies readonly (keyof LedgerLineDraft)[];

const sameLines = (a: readonly LedgerLineDraft[], b: readonly LedgerLineDraft[]) =>
  a.length === b.length && a.every((line, i) => LINE_FIELDS.every((field) => line[field] === b[i]![field]));

/**
 * Keeps the books in step with a record that can still be edited (an expense): when its open posting
 * is not what the record now says, that posting is reversed on its own date — the period reads as if
 * it had been right — and the wanted one posted. Nothing is written when they already agree.
 */
export async function keepPosting(
  tx: Executor,
  source: { sourceKind: LedgerSourceKind; sourceId: number },
  wanted: Posting | null,
  actor: Actor,
): Promise<void> {
  const open = await q.openPosting(tx, source.sourceKind, source.sourceId);
  if (open !== undefined && wanted !== null && open.date === wanted.date && sameLines(open.lines, wanted.lines)) return;
  if (open !== undefined) {
    const memo = wanted === null ? 'Deleted' : 'Changed';
    await reversePosting(tx, source, { date: open.date, memo }, actor);
  }
  if (wanted !== null) await postEntry(tx, wanted, actor);
}

/** The CLI's answer when the chain does not verify. */
export class BrokenLedgerError extends Error {}

/**
 * What a document's status move writes in the books: the reversal of its open posting when it leaves
 * Posted (dated on the day of the move, or on the day the move asks for), and its new posting when it
 * reaches Posted.
 */
export function postingMove(
  sourceKind: LedgerSourceKind,
  companyTz: string,
  post: (tx: Executor, id: number, actor: Actor) => Promise<void>,
): AfterMove {
  return async (tx, id, from, to, actor, request) => {
    if (from === 'Posted') {
      const memo = to === 'Cancelled' ? 'Cancelled' : 'Posting reversed';
      const date = request.reverseOn ?? todayIn(companyTz);
      await reversePosting(tx, { sourceKind, sourceId: id }, { date, memo }, actor);
    }
    if (to === 'Posted') await post(tx, id, actor);
  };
}

export type ChainCheck =
  { entries: number; broken: null } | { entries: number; broken: { entryId: number; reason: string } };

const VERIFY_BATCH = 2000;

/**
 * Re-computes the hash chain from the stored rows, in id order: each entry must name the hash before
 * it, hash to what it stores, and balance. Answers the first broken link.
 */
export async function verifyLedger(db: Executor): Promise<ChainCheck> {
  let previousHash: string | null = null;
  let afterId = 0;
  let entries = 0;
  for (;;) {
    const batch = await q.entriesAfter(db, afterId, VERIFY_BATCH);
    if (batch.length === 0) return { entries, broken: null };
    const lines = await q.linesOf(
      db,
      batch.map((entry) => entry.id),
    );
    const linesByEntry = new Map<number, LedgerLineDraft[]>();
    for (const { entryId, ...line } of lines) linesByEntry.set(entryId, [...(linesByEntry.get(entryId) ?? []), line]);
    for (const entry of batch) {
      const own = linesByEntry.get(entry.id) ?? [];
      const broken = (reason: string) => ({ entries, broken: { entryId: entry.id, reason } });
      if (entry.previousHash !== previousHash) return broken('it does not follow the entry before it');
      const debits = own.reduce((sum, line) => sum + line.debitFils, 0);
      const credits = own.reduce((sum, line) => sum + line.creditFils, 0);
      if (own.length < 2 || debits !== credits) return broken(`it does not balance (${debits} / ${credits} fils)`);
      if (entryHash({ ...entry, lines: own }) !== entry.hash) return broken('its content does not match its hash');
      previousHash = entry.hash;
      entries += 1;
    }
    afterId = batch.at(-1)!.id;
  }
}

/** The account months whose kept totals (what the trial balance reads) disagree with their lines. */
export async function monthTotalsAdrift(db: Executor): Promise<{ accountId: number; month: string }[]> {
  return q.monthTotalsAdrift(db);
}
