import { abbreviatedHash, type LedgerCheck } from '@fleetledger/shared/ledger/ledger-check.contract';
import { momentLabel } from '../../../lib/company-time-zone';

export type VerificationStanding = 'verified' | 'broken' | 'never';

export interface LedgerCheckView {
  standing: VerificationStanding;
  badge: string;
  /** When it was last verified and the head it found then. */
  verification: string;
  /** What it found wrong, one sentence each (none when it verified). */
  findings: string[];
  /** What leaves the books verified but should be corrected, one sentence each. */
  warnings: string[];
  /** The head the anchor outside the database holds. */
  anchor: string;
}

const head = (entries: number, hash: string | null) =>
  `${entries === 1 ? '1 entry' : `${entries} entries`}, head ${abbreviatedHash(hash)}`;

/** The Books Check page's words for the last verification and the anchor. */
export function ledgerCheckView({ anchor, last_verified: last }: LedgerCheck): LedgerCheckView {
  return {
    standing: last === null ? 'never' : last.verified ? 'verified' : 'broken',
    badge: last === null ? 'Not verified yet' : last.verified ? 'Verified' : 'Did not verify',
    verification:
      last === null
        ? 'The books have not been verified with this data directory yet.'
        : `Last verified on ${momentLabel(last.at)}: ${head(last.entries, last.head_hash)}.`,
    findings: last?.findings ?? [],
    warnings: last?.warnings ?? [],
    anchor:
      anchor === null
        ? 'No anchor yet: the next posting (or Verify Now) writes one.'
        : `${head(anchor.entries, anchor.head_hash)}, anchored on ${momentLabel(anchor.anchored_at)}.`,
  };
}
