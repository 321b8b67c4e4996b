import { useState } from 'react';

/**
 * Where a list read by keyset stands: the start of each page shown on the way here (null for the
 * first), so Newer goes back exactly and Older follows the server's `next`.
 */
export type KeysetTrail = readonly (number | null)[];

export const FIRST_PAGE: KeysetTrail = [null];

export const pageStart = (trail: KeysetTrail): number | null => trail.at(-1) ?? null;

export const olderPage = (trail: KeysetTrail, next: number): KeysetTrail => [...trail, next];

export const newerPage = (trail: KeysetTrail): KeysetTrail => (trail.length > 1 ? trail.slice(0, -1) : trail);

/** The page number shown, from 1. */
export const pageNumber = (trail: KeysetTrail): number => trail.length;

/** A keyset list's trail, back to the first page whenever its filters change (`reset`). */
export function useKeysetTrail() {
  const [trail, setTrail] = useState<KeysetTrail>(FIRST_PAGE);
  return {
    trail,
    start: pageStart(trail),
    older: (next: number) => setTrail((current) => olderPage(current, next)),
    newer: () => setTrail(newerPage),
    reset: () => setTrail(FIRST_PAGE),
  };
}
