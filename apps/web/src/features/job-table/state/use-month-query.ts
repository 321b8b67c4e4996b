import { useCallback, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadMonth } from '../api/job-table-calls';

export const jobTableQueryKey = (month: string) => ['job-table', month] as const;

/** How long after the last save the month is read again: a run of saves costs one read. */
export const REVALIDATE_AFTER_SAVE_MS = 800;

/** Switching tab and window fires both focus and visibilitychange: one read for the two. */
const FOCUS_REVALIDATE_GAP_MS = 1000;

/**
 * The month from the server, read again when the window regains focus and shortly after every change
 * made here; each read names the answer in hand, so an unchanged month costs a 304 and keeps the same
 * object (docs/architecture.md, "Reading a month").
 */
export function useMonthQuery(month: string) {
  const changes = useRef(0);
  const readAfter = useRef(new WeakMap<object, number>());
  const timer = useRef<number | undefined>(undefined);
  const query = useQuery({
    queryKey: jobTableQueryKey(month),
    queryFn: async () => {
      const before = changes.current;
      const answer = await loadMonth(month);
      readAfter.current.set(answer, before);
      return answer;
    },
    staleTime: Infinity,
    gcTime: 0,
    // The answer is the very object a 304 keeps: nothing to compare, nothing redrawn.
    structuralSharing: false,
    // Focus is heard below: the window coming back from another program, not only the tab.
    refetchOnWindowFocus: false,
    refetchOnReconnect: 'always',
  });
  const { refetch } = query;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    let last = 0;
    const revalidate = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < FOCUS_REVALIDATE_GAP_MS) return;
      last = Date.now();
      void refetch({ cancelRefetch: false });
    };
    window.addEventListener('focus', revalidate);
    document.addEventListener('visibilitychange', revalidate);
    return () => {
      window.removeEventListener('focus', revalidate);
      document.removeEventListener('visibilitychange', revalidate);
    };
  }, [refetch]);

  const changedHere = useCallback(() => {
    changes.current += 1;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void refetch(), REVALIDATE_AFTER_SAVE_MS);
  }, [refetch]);

  /** Whether an answer was read after the last change made here; an older one would undo it on screen. */
  const readSinceLastChange = useCallback((answer: object) => readAfter.current.get(answer) === changes.current, []);

  return { query, changedHere, readSinceLastChange };
}
