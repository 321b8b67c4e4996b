import { ConflictDialog, type ConflictDifference } from './conflict-dialog';
import type { SaveConflict } from '../lib/stale-record';

interface DocumentSaveConflictProps<T extends { version: number }> {
  conflict: SaveConflict<T> | null;
  /** e.g. 'This purchase was changed meanwhile'. */
  title: string;
  differences: (current: T) => readonly ConflictDifference[];
  /** Save again over the stored version. */
  onKeepMine: (current: T) => void;
  /** Drop the edit and show the stored document. */
  onTakeTheirs: (current: T) => void;
  onClose: () => void;
}

/** A document's stale save (409): the stored version beside the user's, and the user's choice. */
export function DocumentSaveConflict<T extends { version: number }>({
  conflict,
  title,
  differences,
  onKeepMine,
  onTakeTheirs,
  onClose,
}: DocumentSaveConflictProps<T>) {
  const choose = (choice: (current: T) => void) => () => {
    const current = conflict!.current;
    onClose();
    choice(current);
  };
  return (
    <ConflictDialog
      opened={conflict !== null}
      title={title}
      message={conflict?.message ?? ''}
      differences={conflict === null ? [] : differences(conflict.current)}
      onKeepMine={choose(onKeepMine)}
      onTakeTheirs={choose(onTakeTheirs)}
      onClose={onClose}
    />
  );
}
