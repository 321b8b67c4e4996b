import { useEffect, useState } from 'react';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { checkContainer, normaliseContainer } from '@fleetledger/shared/jobs/iso6346';
import { useContainerCheck } from '../api/use-container-check';

/** How long typing must pause before the container is looked up. */
export const CONTAINER_CHECK_DELAY_MS = 500;

export function checkDigitWarning(expected: number): string {
  return `Check digit looks wrong: expected ${expected}`;
}

export function recentJobWarning(job: { id: number; job_number: string | null; date: string }): string {
  return `Container already used on job ${job.job_number ?? `ID ${job.id}`} (${formatDisplayDate(job.date)})`;
}

/**
 * Warnings before saving a container (the user may still save): a wrong ISO 6346 check digit at
 * once, and — once typing pauses or the box is left — jobs with the same container in the last
 * 30 days. `flush` (for leaving the box) looks the container up at once.
 */
export function useContainerWarnings(container: string): { warnings: string[]; flush: () => void } {
  const current = normaliseContainer(container);
  const [settled, setSettled] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(current), CONTAINER_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  const check = useContainerCheck(settled === current ? current : '');
  const warnings: string[] = [];
  const flush = () => setSettled(current);
  if (current === '') return { warnings, flush };

  const digit = checkContainer(current);
  if (digit.kind === 'wrong-check-digit') warnings.push(checkDigitWarning(digit.expected));
  if (settled === current && check.data !== undefined) {
    for (const job of check.data.recent_jobs) warnings.push(recentJobWarning(job));
  }
  return { warnings, flush };
}
