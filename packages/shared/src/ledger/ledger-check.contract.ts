import { z } from 'zod';

/*
 * The check of the books (Admin only), under /api/transportation/books/: GET ledger_check answers the
 * anchor kept outside the database and the last `ledger verify`; POST ledger_verify runs one now and
 * answers the same; GET anchor_health answers whether the anchor could be written.
 */

export const ledgerAnchor = z.object({
  /** How many entries the chain held when the anchor was last moved on. */
  entries: z.number(),
  /** The last of them: null while the books are empty. */
  head_id: z.number().nullable(),
  head_hash: z.string().nullable(),
  anchored_at: z.string(),
});

export const ledgerVerification = z.object({
  at: z.string(),
  verified: z.boolean(),
  entries: z.number(),
  head_hash: z.string().nullable(),
  /** One sentence per problem found; none when the books verified. */
  findings: z.array(z.string()),
  /** What should be corrected but leaves the books verified: documents with a line on a control account. */
  warnings: z.array(z.string()),
});

export const ledgerCheckResponse = z.object({
  success: z.literal(true),
  /** Null before the first anchor is written (an install from before anchors, until its first posting). */
  anchor: ledgerAnchor.nullable(),
  /** Null until the books were first verified with this data directory. */
  last_verified: ledgerVerification.nullable(),
});
export type LedgerCheck = z.infer<typeof ledgerCheckResponse>;

/**
 * GET anchor_health (Admin): why DATA_DIR's anchor could not be written the last time it was tried, and
 * when; null while it is written. A posting stands without it, but Admins are told until it is.
 */
export const anchorHealthResponse = z.object({
  success: z.literal(true),
  anchor_problem: z.string().nullable(),
});
export type AnchorHealth = z.infer<typeof anchorHealthResponse>;

/** A hash as people compare it: its first 12 hex digits, enough to tell two heads apart at a glance. */
export function abbreviatedHash(hash: string | null): string {
  return hash === null ? 'none' : hash.slice(0, 12);
}
