import { abbreviatedHash } from '@fleetledger/shared/ledger/ledger-check.contract';
import { auditSealAt, auditSealHead, checkAuditChain, type SealProblem } from '../../audit/audit-chain';
import type { Executor } from '../../db/client';
import type { AnchorFileRead, AuditAnchor } from './ledger-anchor-file';

/** Past this many, the rest of the audit log's problems are counted, not named. */
const NAMED_PROBLEMS = 20;

/** The audit log's seals as committed now, as the anchor holds them. */
export async function auditAnchorNow(tx: Executor): Promise<AuditAnchor> {
  const head = await auditSealHead(tx);
  return { sealed: head?.position ?? 0, headId: head?.audit_id ?? null, headHash: head?.hash ?? null };
}

/** Whether the seals still hold the anchored link, where the anchor says. */
export async function auditAnchorHolds(tx: Executor, anchored: AuditAnchor): Promise<boolean> {
  if (anchored.sealed === 0) return true;
  const at = await auditSealAt(tx, anchored.sealed);
  return at?.audit_id === anchored.headId && at.hash === anchored.headHash;
}

function problemSentence(problem: SealProblem): string {
  switch (problem.kind) {
    case 'changed':
      return `Audit entry ${problem.auditId} was changed after it was sealed`;
    case 'removed':
      return `Audit entry ${problem.auditId} was removed after it was sealed`;
    case 'broken':
      return `The audit log's seals are broken at audit entry ${problem.auditId}: the link before it is not the one it names`;
    case 'unsealed':
      return `Audit entry ${problem.auditId} was never sealed: it was added behind the triggers' back, or its seal was removed`;
  }
}

const sealedWord = (n: number) => (n === 1 ? '1 sealed audit entry' : `${n} sealed audit entries`);

/**
 * The audit log's seals recomputed from the entries, and their head against the anchor read before the
 * snapshot: fewer links than it holds is a cut tail, another link where it points is a rewrite. An
 * anchor from before the seals vouches for none of them.
 */
export async function auditChainFindings(tx: Executor, file: AnchorFileRead): Promise<string[]> {
  const { sealed, problems } = await checkAuditChain(tx);
  const findings = problems.slice(0, NAMED_PROBLEMS).map(problemSentence);
  if (problems.length > NAMED_PROBLEMS) {
    findings.push(`The audit log has ${problems.length - NAMED_PROBLEMS} more problems like these`);
  }
  const anchor = file.state === 'unreadable' ? null : file.anchor;
  const anchored = anchor?.audit;
  if (anchor === null || anchored === undefined || anchored.sealed === 0) return findings;
  const at = anchor.anchoredAt;
  const holds = `its anchor of ${at.slice(0, 10)} ${at.slice(11, 16)} UTC holds ${sealedWord(anchored.sealed)}, the last audit entry ${anchored.headId} (${abbreviatedHash(anchored.headHash)})`;
  if (sealed < anchored.sealed) {
    const head = await auditAnchorNow(tx);
    const ending = head.headId === null ? 'none' : `audit entry ${head.headId} (${abbreviatedHash(head.headHash)})`;
    const missing = anchored.sealed - sealed;
    findings.push(
      `The audit log ends at ${sealedWord(sealed)}, the last ${ending}, but ${holds}: the last ${missing === 1 ? 'one is' : `${missing} are`} missing`,
    );
  } else if (!(await auditAnchorHolds(tx, anchored))) {
    const link = await auditSealAt(tx, anchored.sealed);
    findings.push(
      `The audit log's sealed entry number ${anchored.sealed} is audit entry ${link?.audit_id} (${abbreviatedHash(link?.hash ?? null)}), but ${holds}: the audit log was rewritten after it`,
    );
  }
  return findings;
}
