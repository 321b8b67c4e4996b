import { abbreviatedHash, type LedgerCheck } from '@fleetledger/shared/ledger/ledger-check.contract';
import type { Db, Executor } from '../../db/client';
import { controlAccountWarnings, documentFigureFindings } from './document-figures.service';
import { documentName } from './document-names';
import { readAnchorFile, type LedgerAnchor, type LedgerVerification } from './ledger-anchor-file';
import { auditChainFindings } from './ledger-audit-chain';
import { moveAnchorOn, recordVerification, type AnchorMove } from './ledger-anchor.service';
import { monthTotalsAdrift, verifyLedger } from './ledger.service';
import * as q from './ledger-verification.queries';

/** One sentence per document and entry that disagree. */
function stepFinding(row: q.StepRow): string {
  const named = documentName(row.kind, row.number ?? row.id);
  switch (row.finding) {
    case 'unposted':
      return row.kind === 'expense_payment'
        ? `${named} is recorded as paid later, but the books hold no settlement of it`
        : `${named} is ${row.kind === 'expense' ? 'recorded' : 'Posted'}, but the books hold no entry posting it`;
    case 'not posted':
      return row.status === null
        ? `Entry ${row.entryId} posts ${row.sourceNumber}, which is not in the database`
        : `Entry ${row.entryId} posts ${row.sourceNumber}, which is ${row.status}, not Posted`;
    case 'no document':
      return `Entry ${row.entryId} reverses ${row.sourceNumber}, which is not in the database`;
    case 'credit unposted':
      return `${named} has no entry reversing its invoice`;
    case 'credit not cancelled':
      return row.number === null
        ? `Entry ${row.entryId} is the credit note ${row.sourceNumber}, which is not in the database`
        : `Entry ${row.entryId} is the credit note ${row.sourceNumber}, but its invoice is ${row.status}, not Cancelled`;
  }
}

const entriesWord = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);

/**
 * The chain against the anchor read before it: the books must hold at least the anchored number of
 * entries, and the anchored entry's hash where the anchor says. Anything else is a truncated tail or
 * rewritten history, named with what is missing.
 */
async function anchorFinding(tx: Executor, anchor: LedgerAnchor, entries: number, head: q.ChainHead | undefined) {
  const anchoredAt = `${anchor.anchoredAt.slice(0, 10)} ${anchor.anchoredAt.slice(11, 16)} UTC`;
  const anchored = `their anchor of ${anchoredAt} holds ${entriesWord(anchor.entries)}, the last entry ${anchor.headId} (${abbreviatedHash(anchor.headHash)})`;
  if (entries < anchor.entries) {
    const missing = anchor.entries - entries;
    const ending = head === undefined ? 'none' : `entry ${head.id} (${abbreviatedHash(head.hash)})`;
    return `The books end at ${entriesWord(entries)}, the last ${ending}, but ${anchored}: the last ${missing === 1 ? 'entry is' : `${missing} entries are`} missing`;
  }
  if (anchor.entries === 0) return null;
  const at = await q.entryAt(tx, anchor.entries);
  if (at?.id === anchor.headId && at.hash === anchor.headHash) return null;
  return `The books' entry number ${anchor.entries} is entry ${at?.id} (${abbreviatedHash(at?.hash ?? null)}), but ${anchored}: the books were rewritten after it`;
}

export interface BooksVerification extends LedgerVerification {
  /** What became of the anchor: written for the first time, moved on, left as it was, or kept back. */
  anchorMove: AnchorMove;
  warnings: string[];
}

/**
 * `ledger verify`: the hash chain, the month totals, every document against its entries and the head
 * against DATA_DIR's anchor, all read in one snapshot. Books that verify move the anchor on (or write
 * the first one); books that do not leave it as it is. The result is kept beside the anchor for the
 * Books screen.
 */
export async function verifyBooks(db: Db, dataDir: string, now = new Date()): Promise<BooksVerification> {
  const file = await readAnchorFile(dataDir);
  const checked = await db.transaction(
    async (tx) => {
      const findings: string[] = [];
      const chain = await verifyLedger(tx);
      if (chain.broken !== null) {
        findings.push(
          `The chain is broken at entry ${chain.broken.entryId}: ${chain.broken.reason}; ${chain.entries === 1 ? 'the 1 entry before it verifies' : `the ${chain.entries} entries before it verify`}`,
        );
      }
      const adrift = await monthTotalsAdrift(tx);
      if (adrift.length > 0) {
        const months = adrift.map((m) => `account ${m.accountId} in ${m.month}`).join(', ');
        findings.push(`The books' month totals disagree with their lines: ${months}`);
      }
      findings.push(...(await q.documentsOutOfStep(tx)).map(stepFinding));
      findings.push(...(await documentFigureFindings(tx)));
      const { after: entries, head } = await q.chainBeyond(tx, null);
      if (file.state === 'unreadable') findings.push(`The anchor in ${dataDir} cannot be read: ${file.reason}`);
      else if (file.anchor !== null) {
        const anchorProblem = await anchorFinding(tx, file.anchor, entries, head ?? undefined);
        if (anchorProblem !== null) findings.push(anchorProblem);
      }
      findings.push(...(await auditChainFindings(tx, file)));
      return { findings, warnings: await controlAccountWarnings(tx), entries, headHash: head?.hash ?? null };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const verified = checked.findings.length === 0;
  const anchorMove: AnchorMove = verified
    ? await moveAnchorOn(db, dataDir, now)
    : { moved: false, anchor: file.state === 'unreadable' ? null : file.anchor, refused: 'the books did not verify' };
  const verification = { at: now.toISOString(), verified, ...checked };
  await recordVerification(db, dataDir, verification);
  return { ...verification, anchorMove };
}

/** What the Books screen shows: DATA_DIR's anchor and the last verification. */
export async function ledgerCheck(dataDir: string): Promise<LedgerCheck> {
  const file = await readAnchorFile(dataDir);
  const { anchor, lastVerification } = file.state === 'unreadable' ? { anchor: null, lastVerification: null } : file;
  return {
    success: true,
    anchor:
      anchor === null
        ? null
        : {
            entries: anchor.entries,
            head_id: anchor.headId,
            head_hash: anchor.headHash,
            anchored_at: anchor.anchoredAt,
          },
    last_verified:
      lastVerification === null
        ? null
        : {
            at: lastVerification.at,
            verified: lastVerification.verified,
            entries: lastVerification.entries,
            head_hash: lastVerification.headHash,
            findings: lastVerification.findings,
            warnings: lastVerification.warnings ?? [],
          },
  };
}

/** `ledger verify` from the Books screen: the same check as the command line's, answered as the screen reads it. */
export async function verifyBooksNow(db: Db, dataDir: string): Promise<LedgerCheck> {
  await verifyBooks(db, dataDir);
  return ledgerCheck(dataDir);
}
