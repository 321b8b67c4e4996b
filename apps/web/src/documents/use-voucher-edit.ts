import { useState } from 'react';
import type { z } from 'zod';
import { isEditableStatus, type DocumentStatus } from '@fleetledger/shared/documents/document-status';
import { fieldErrorsOf } from '../lib/api-error';
import { failureMessage } from '../lib/failure-message';
import { staleConflict, type SaveConflict } from '../lib/stale-record';
import { notifyBriefly } from '../ui/notify';
import { useBriefNotice } from '../ui/use-brief-notice';
import { useFormDraft } from '../ui/use-unsaved-changes';

/** A save or a status move's answer: the server's notice and the voucher as stored now, under its kind. */
export type SavedVoucher<K extends string, R> = { message: string } & { [kind in K]: R };

export interface VoucherEditOptions<K extends string, R extends { id: number; version: number }, D> {
  kind: K;
  /** The stored voucher's record, to read a stale save's `current` (and to tell the record's type). */
  schema: z.ZodType<R>;
  /** The stored voucher as its form holds it. */
  toDraft: (record: R) => D;
  /** What the screen refuses before sending: messages by field, and the one shown above the form. */
  check?: (draft: D) => { fields: Record<string, string>; notice: string | null };
  /** Saves the draft over the version given. */
  update: (draft: D, at: { id: number; version: number }) => Promise<SavedVoucher<K, R>>;
}

/**
 * Editing a stored voucher at the version read: Edit copies it into a draft, Save sends the draft
 * with that version, and a stale save (409) keeps the draft and offers Keep mine (the draft merged with
 * what is stored, saved over the newer version) or Take theirs (drop the draft, show what is stored).
 * The draft is kept in the browser as it is typed and offered back on the next visit; restored, it is
 * saved at the version it was read at, so a draft older than the voucher meets the same conflict.
 */
export function useVoucherEdit<K extends string, R extends { id: number; version: number; status: DocumentStatus }, D>(
  { kind, schema, toDraft, check, update }: VoucherEditOptions<K, R, D>,
  /** The voucher as last read, and how to show it as stored now. */
  record: R,
  show: (record: R) => void,
  /** The words for a failed save, when the server gave none of its own. */
  failed: { update: string; updateUnreachable: string },
) {
  const [draft, setDraft] = useState<D | null>(null);
  // The voucher as the edit read it: the version saved over.
  const [base, setBase] = useState<R>(record);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useBriefNotice();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<SaveConflict<R> | null>(null);
  // What the draft started from: holding just that is nothing to lose, and a stale save's merge base.
  const [start, setStart] = useState<D | null>(null);
  const kept = useFormDraft({
    form: `${kind}-edit`,
    recordId: record.id,
    version: draft === null ? null : base.version,
    value: draft,
    baseline: start,
    // A restored draft is saved at the version it was read at, and merges against what it started from.
    restore: (value: D, version, baseline) => {
      setBase({ ...record, version: version ?? record.version });
      setStart(baseline);
      setDraft(value);
    },
    offerable: isEditableStatus(record.status),
  });

  const stopEditing = () => {
    kept.settle();
    setDraft(null);
    setStart(null);
    setErrors({});
    setProblem(null);
  };
  const save = async (edited: D, version: number) => {
    const refused = check?.(edited) ?? { fields: {}, notice: null };
    setErrors(refused.fields);
    setProblem(refused.notice);
    if (refused.notice !== null) return;
    setSaving(true);
    try {
      const answer = await update(edited, { id: record.id, version });
      stopEditing();
      show(answer[kind]);
      notifyBriefly(answer.message);
    } catch (error) {
      const stale = staleConflict(error, schema);
      if (stale !== null) setConflict(stale);
      else {
        setErrors(fieldErrorsOf(error));
        setProblem(failureMessage(error, failed.update, failed.updateUnreachable));
      }
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    errors,
    problem,
    saving,
    conflict,
    start,
    kept,
    edit: () => {
      const fresh = toDraft(record);
      setBase(record);
      setStart(fresh);
      setDraft(fresh);
    },
    change: setDraft,
    stopEditing,
    save: () => {
      if (draft !== null) void save(draft, base.version);
    },
    keepMine: (current: R, merged: D) => {
      setBase(current);
      setStart(toDraft(current));
      setDraft(merged);
      void save(merged, current.version);
    },
    takeTheirs: (current: R) => {
      stopEditing();
      show(current);
    },
    closeConflict: () => setConflict(null),
  };
}
