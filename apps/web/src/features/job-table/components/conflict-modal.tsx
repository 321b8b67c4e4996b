import { ConflictDialog } from '../../../ui/conflict-dialog';
import { columnHeader } from '../model/grid-columns';
import type { GridRow } from '../model/grid-row';
import { cellText, changedColumns, draftFromRow } from '../model/row-draft';

interface ConflictModalProps {
  row: GridRow | null;
  onClose: () => void;
  onKeepMine: (key: string) => void;
  onTakeTheirs: (key: string) => void;
}

/** A row someone saved after it was loaded: the app's conflict dialog with the row's differing cells. */
export function ConflictModal({ row, onClose, onKeepMine, onTakeTheirs }: ConflictModalProps) {
  const conflict = row?.conflict ?? null;
  const theirs = conflict === null ? null : draftFromRow(conflict.current);
  const differences =
    row === null || theirs === null
      ? []
      : changedColumns(theirs, row.draft).map((column) => ({
          field: columnHeader(column),
          theirs: cellText(theirs, column),
          yours: cellText(row.draft, column),
        }));
  return (
    <ConflictDialog
      opened={row !== null && conflict !== null}
      title="This job was changed meanwhile"
      message={conflict?.message ?? ''}
      differences={differences}
      onKeepMine={() => row !== null && onKeepMine(row.key)}
      onTakeTheirs={() => row !== null && onTakeTheirs(row.key)}
      onClose={onClose}
    />
  );
}
