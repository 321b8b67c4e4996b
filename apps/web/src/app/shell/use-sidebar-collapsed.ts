import { useCallback, useEffect, useState } from 'react';

const STORAGE_KEY = 'fleetledger.sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The sidebar keeps the width the user last chose, across reloads and sign-ins. */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);

  useEffect(() => {
    try {
      window.localStorage.setItem(STORAGE_KEY, String(collapsed));
    } catch {
      // Storage may be unavailable (private mode, quota); the choice then lasts for this visit only.
    }
  }, [collapsed]);

  const toggle = useCallback(() => setCollapsed((value) => !value), []);
  return [collapsed, toggle];
}
