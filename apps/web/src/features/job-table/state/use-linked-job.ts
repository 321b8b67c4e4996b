import { useEffect, useRef } from 'react';
import type { CellAddress } from '../model/grid-navigation';
import type { GridRow } from '../model/grid-row';

/**
 * A link from another screen (`/job-table?month=…&job=ID`, e.g. a Job Search result) picks out that
 * job once its month is on screen: its row becomes the active one, in view, with the keys on the grid.
 */
export function useLinkedJob(
  jobId: number | null,
  rows: readonly GridRow[],
  loaded: boolean,
  select: (cell: CellAddress) => void,
): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || jobId === null || !loaded) return;
    const row = rows.find((candidate) => candidate.saved?.id === jobId);
    if (row === undefined) return;
    done.current = true;
    select({ key: row.key, column: 'date' });
    document.querySelector<HTMLElement>('[role="grid"][aria-label="Jobs"]')?.focus({ preventScroll: true });
  }, [jobId, rows, loaded, select]);
}
