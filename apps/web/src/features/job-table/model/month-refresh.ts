import type { JobTableRow } from '@fleetledger/shared/job-table/job-table.contract';
import { rowFromServer, type GridRow } from './grid-row';

/**
 * The month's rows as the server now has them, under the rows in hand: a row being edited, saved or
 * in conflict stays as it is (its save meets the newer version and offers Keep mine / Take theirs),
 * a row unchanged on the server stays the same object (nothing on screen redraws for it), others are
 * taken from the server, gone ones leave, and rows not saved yet stay last, as typed.
 */
export function refreshedRows(rows: readonly GridRow[], fresh: readonly JobTableRow[]): GridRow[] {
  const inHand = new Map<number, GridRow>();
  for (const row of rows) if (row.saved !== null) inHand.set(row.saved.id, row);
  const busy = (row: GridRow) => row.edited || row.saving || row.conflict !== null;

  const refreshed = fresh.map((server) => {
    const mine = inHand.get(server.id);
    inHand.delete(server.id);
    if (mine === undefined) return rowFromServer(server);
    if (busy(mine) || sameRow(mine.saved!, server)) return mine;
    return { ...rowFromServer(server), key: mine.key };
  });
  const goneButBusy = [...inHand.values()].filter(busy);
  const unsaved = rows.filter((row) => row.saved === null);
  return [...refreshed, ...goneButBusy, ...unsaved];
}

function sameRow(a: JobTableRow, b: JobTableRow): boolean {
  for (const field of Object.keys(b) as (keyof JobTableRow)[]) {
    if (field === 'attachment') continue;
    if (a[field] !== b[field]) return false;
  }
  return (
    a.attachment.length === b.attachment.length &&
    a.attachment.every((link, index) => link.id === b.attachment[index]!.id && link.name === b.attachment[index]!.name)
  );
}
