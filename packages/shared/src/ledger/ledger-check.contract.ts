import { z } from 'zod';

/*
 * The check of the books (Admin only), under /api/transportation/books/: GET ledger_check answers the
 * anchor kept outside the database and the last `ledger verify`; POST ledger_verify runs one now and
 * answers the same.
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
});

export const ledgerCheckResponse = z.object({
  success: z.literal(true),
  /** Null before the first anchor is written (an install from before anchors, until its first posting). */
  anchor: ledgerAnchor.nullable(),
  /** Null until the books were first verified with this data directory. */
  last_verified: ledgerVerification.nullable(),
});
export type LedgerCheck = z.infer<typeof ledgerCheckResponse>;

/** A hash as people compare it: its first 12 hex digits, enough to tell two heads apart at a glance. */
export function abbreviatedHash(hash: string | null): string {
  return hash === null ? 'none' : hash.slice(0, 12);
}
