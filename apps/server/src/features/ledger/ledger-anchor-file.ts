import fs from 'node:fs/promises';
import path from 'node:path';
import { anchorNotWritten, anchorWritten } from './ledger-anchor-health';

/**
 * The chain's head as last seen committed, kept in DATA_DIR, outside the database: whoever can rewrite
 * the database behind the triggers' back cannot make this file agree (docs/architecture.md, "The books").
 */
export interface LedgerAnchor {
  /** How many entries the chain held. */
  entries: number;
  /** The last of them (null while the books are empty). */
  headId: number | null;
  headHash: string | null;
  anchoredAt: string;
  /** The audit log's seals (audit/audit-chain.ts); absent from anchors written before they were. */
  audit?: AuditAnchor;
}

export interface AuditAnchor {
  /** How many links the seals' chain held. */
  sealed: number;
  /** The audit entry the last of them seals, and its hash (null while nothing is sealed). */
  headId: number | null;
  headHash: string | null;
}

/** An object as JSON.parse answers it, its fields still to check. */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Both anchors name their chain's last link the same way: an id and a hash, both null while it is empty. */
const hasHead = (anchor: Record<string, unknown>) =>
  (anchor.headId === null || Number.isSafeInteger(anchor.headId)) &&
  (anchor.headHash === null || typeof anchor.headHash === 'string');

function isAuditAnchor(value: unknown): value is AuditAnchor {
  return isObject(value) && Number.isSafeInteger(value.sealed) && hasHead(value);
}

export function isLedgerAnchor(value: unknown): value is LedgerAnchor {
  return (
    isObject(value) &&
    Number.isSafeInteger(value.entries) &&
    hasHead(value) &&
    typeof value.anchoredAt === 'string' &&
    (value.audit === undefined || isAuditAnchor(value.audit))
  );
}

/** The last `ledger verify` (from the command line or the Books screen) and what it found. */
export interface LedgerVerification {
  at: string;
  verified: boolean;
  entries: number;
  headHash: string | null;
  /** One sentence per problem; none when the books verified. */
  findings: string[];
  /** What leaves the books verified but should be corrected; absent in a file from before warnings. */
  warnings?: string[];
}

export interface AnchorFile {
  anchor: LedgerAnchor | null;
  lastVerification: LedgerVerification | null;
}

export type AnchorFileRead =
  ({ state: 'missing' } & AnchorFile) | ({ state: 'present' } & AnchorFile) | { state: 'unreadable'; reason: string };

const FORMAT = 'fleetledger-ledger-anchor';
export const ANCHOR_FILE_NAME = 'ledger-anchor.json';

const anchorPath = (dataDir: string) => path.join(dataDir, ANCHOR_FILE_NAME);

export async function readAnchorFile(dataDir: string): Promise<AnchorFileRead> {
  let text: string;
  try {
    text = await fs.readFile(anchorPath(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { state: 'missing', anchor: null, lastVerification: null };
    return { state: 'unreadable', reason: (error as Error).message };
  }
  try {
    const parsed = JSON.parse(text) as Partial<AnchorFile> & { format?: string };
    if (parsed.format !== FORMAT) return { state: 'unreadable', reason: 'it is not a ledger anchor' };
    if (parsed.anchor !== null && !isLedgerAnchor(parsed.anchor))
      return { state: 'unreadable', reason: 'its anchor is malformed' };
    return { state: 'present', anchor: parsed.anchor, lastVerification: parsed.lastVerification ?? null };
  } catch {
    return { state: 'unreadable', reason: 'it is not JSON' };
  }
}

/**
 * Replaces the file so that a crash leaves the old one or the new one, never half of either: written
 * aside, flushed to disk, renamed over, and the folder flushed so the rename itself survives.
 */
export async function writeAnchorFile(dataDir: string, content: AnchorFile): Promise<void> {
  try {
    await replaceAnchorFile(dataDir, content);
  } catch (error) {
    anchorNotWritten(dataDir, error);
    throw error;
  }
  anchorWritten(dataDir);
}

async function replaceAnchorFile(dataDir: string, content: AnchorFile): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true });
  const target = anchorPath(dataDir);
  const aside = `${target}.${process.pid}.partial`;
  const file = await fs.open(aside, 'w', 0o600);
  try {
    await file.writeFile(`${JSON.stringify({ format: FORMAT, ...content }, null, 2)}\n`);
    await file.sync();
  } finally {
    await file.close();
  }
  await fs.rename(aside, target);
  const folder = await fs.open(dataDir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
