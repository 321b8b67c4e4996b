/**
 * Whether DATA_DIR's anchor could be written the last time it was tried: a posting stands once its
 * transaction committed, so an anchor that cannot be written (a full or read-only disk) is not an error
 * of the write, but /health and every Admin's page say so until a later write of the anchor succeeds.
 * Kept in the process, since each server writes its own DATA_DIR's anchor.
 */
const problems = new Map<string, string>();

export function anchorWritten(dataDir: string): void {
  problems.delete(dataDir);
}

export function anchorNotWritten(dataDir: string, error: unknown, at = new Date()): void {
  const when = `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 19)} UTC`;
  const reason = error instanceof Error ? error.message : String(error);
  problems.set(dataDir, `The books' anchor in ${dataDir} could not be written at ${when}: ${reason}`);
}

/** The sentence naming the anchor's last failure; null while it is written. */
export function anchorProblem(dataDir: string): string | null {
  return problems.get(dataDir) ?? null;
}
