import { useEffect, useState } from 'react';

const NOTICE_MS = 3000;

/** A form's red message, gone after 3 seconds as the accounting spec asks (field messages stay). */
export function useBriefProblem() {
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (problem === null) return;
    const timer = window.setTimeout(() => setProblem(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [problem]);
  return [problem, setProblem] as const;
}
