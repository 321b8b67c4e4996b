/** This page load's mark: a line kept in a draft from an earlier load never shares a key with a new one. */
const LOAD = Date.now().toString(36);
let last = 0;

/** A React key for a line added on screen, unique across page loads ('new-lq2x3k-7'). */
export function screenKey(prefix: string): string {
  last += 1;
  return `${prefix}-${LOAD}-${last}`;
}
