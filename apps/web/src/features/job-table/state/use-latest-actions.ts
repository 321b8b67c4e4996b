import { useLayoutEffect, useMemo, useRef } from 'react';

/**
 * One object of callbacks whose identity never changes but which always run the latest render's
 * handlers, so memoised grid rows need not re-render when the page does.
 */
export function useLatestActions<T extends Record<string, (...args: never[]) => unknown>>(handlers: T): T {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  return useMemo(
    () =>
      Object.fromEntries(
        Object.keys(handlers).map((name) => [name, (...args: never[]) => latest.current[name]!(...args)]),
      ) as T,
    // The names never change; the handlers behind them do, through `latest`.
    [],
  );
}
