/**
 * Guess limits (sign-ins, security codes) write an attempt down as "checking" before its answer is
 * compared, so no more answers are compared at once than the limit allows. An attempt that finds the
 * limit full of answers still being checked waits its turn instead of being refused: a right answer
 * must never count as a wrong one, and a 429 is only given when the failures already settled say so.
 */

/** A check takes milliseconds; one still "checking" after this died with its process and counts as wrong. */
export const STALE_CHECK_MS = 10_000;
const TURN_POLL_MS = 15;

/**
 * Runs `tryBegin` (one short transaction that either writes the attempt down, throws the 429, or
 * answers undefined because others are being checked) until it begins. The wait is bounded by
 * STALE_CHECK_MS: by then every attempt ahead of this one has settled or counts as stale.
 */
export async function waitForTurn<T>(tryBegin: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const begun = await tryBegin();
    if (begun !== undefined) return begun;
    await new Promise((resolve) => setTimeout(resolve, TURN_POLL_MS));
  }
}

export function staleBefore(now: number): Date {
  return new Date(now - STALE_CHECK_MS);
}
