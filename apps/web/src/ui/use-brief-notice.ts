import { useEffect, useState } from 'react';

const NOTICE_MS = 3000;

/** A form's red message, gone after 3 seconds as the accounting spec asks (field messages stay). */
export function useBriefNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (notice === null) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return [notice, setNotice] as const;
}
