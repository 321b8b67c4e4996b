import { useState } from 'react';
import { ConflictDialog } from './conflict-dialog';
import type { SaveConflict } from '../lib/stale-record';
import { mergeEdit, type MergeChoices, type MergeOutline } from '../lib/three-way-merge';

/** What an edit started from and holds now, for its stale save's merge. */
export interface StaleEditSides<R, D> {
  /**
   * What the edit started from, as its form holds it: the record read, or the baseline a restored
   * draft was kept with (the record as stored now would make their changes look like the user's).
   */
  base: D;
  draft: D;
  toDraft: (record: R) => D;
  outline: MergeOutline<D>;
}

interface StaleSaveDialogProps<R extends { version: number }, D> {
  conflict: SaveConflict<R> | null;
  /** e.g. 'This purchase was changed meanwhile'. */
  title: string;
  edit: StaleEditSides<R, D> | null;
  /** Save the merge (mine, theirs where only they changed, each conflict as chosen) over the stored version. */
  onKeepMine: (current: R, merged: D) => void;
  /** Drop the edit and show the stored record. */
  onTakeTheirs: (current: R) => void;
  onClose: () => void;
}

/**
 * A stale save (409): the user's edit merged with the stored record over the one the edit read, the
 * conflicts beside each other with a choice each, and what was taken from theirs.
 */
export function StaleSaveDialog<R extends { version: number }, D>({
  conflict,
  title,
  edit,
  onKeepMine,
  onTakeTheirs,
  onClose,
}: StaleSaveDialogProps<R, D>) {
  const [choices, setChoices] = useState<MergeChoices>({});
  const merged =
    conflict === null || edit === null
      ? null
      : mergeEdit(edit.outline, { base: edit.base, mine: edit.draft, theirs: edit.toDraft(conflict.current) }, choices);
  const close = () => {
    setChoices({});
    onClose();
  };
  return (
    <ConflictDialog
      opened={conflict !== null}
      title={title}
      message={conflict?.message ?? ''}
      merge={{
        conflicts: merged?.conflicts ?? [],
        taken: merged?.taken ?? [],
        choices,
        onChoose: (key, side) => setChoices((chosen) => ({ ...chosen, [key]: side })),
      }}
      onKeepMine={() => {
        const current = conflict!.current;
        close();
        if (merged !== null) onKeepMine(current, merged.record);
      }}
      onTakeTheirs={() => {
        const current = conflict!.current;
        close();
        onTakeTheirs(current);
      }}
      onClose={close}
    />
  );
}
