import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving with unsaved rows asks first: the browser asks on reload or close, the app's own
 * navigation is held until the user answers the returned blocker.
 */
export function useUnsavedGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers show their prompt only with this set
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
}
