import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { bulkFailures, conflictRow, deleteJob, saveJobs, updateJob } from '../api/job-table-calls';
import { JOB_TABLE_ALERTS, bulkRefusalMessage } from '../job-table-messages';
import { defaultRowDate } from '../model/date-entry';
import type { DataColumn } from '../model/grid-columns';
import { isInvoiced, type CellEdit, type RowProblems } from '../model/grid-row';
import { emptyGridState, findRow, pendingRows } from '../model/grid-state';
import type { PastedRow } from '../model/paste-rows';
import { bulkJob, updateForm } from '../model/row-payload';
import { hasProblems, problemsFromFieldErrors, rowProblems } from '../model/row-validation';
import { notifyFailure, notifyInfo, notifySuccess } from '../../../ui/notify';
import { useGridStore } from './use-grid-store';
import { useMonthQuery } from './use-month-query';

/** Failing fields are outlined red for 10 s. */
export const PROBLEM_HIGHLIGHT_MS = 10_000;

function failureText(error: unknown): string {
  return isApiError(error) ? (error.serverMessage ?? error.message) : 'Unknown error';
}

/** Whether the server answered (a refusal) rather than the request failing on the way. */
function serverAnswered(error: unknown): boolean {
  return isApiError(error) && !error.isNetworkError && error.serverMessage !== undefined;
}

/**
 * The month's rows and everything done to them: edits, saving one row or all, deleting, conflicts.
 * The loaded rows become the grid's own state; the month read again is merged under them, never over
 * a row being edited.
 */
export function useJobGrid(month: string, today: string) {
  const { query, changedHere, readSinceLastChange } = useMonthQuery(month);
  const store = useGridStore(() => emptyGridState(month, defaultRowDate(month, today)));
  const { dispatch, read } = store;
  const [conflictKey, setConflictKey] = useState<string | null>(null);
  const [bulkSaving, setBulkSaving] = useState(false);
  const timers = useRef(new Map<string, number>());

  useEffect(() => {
    if (query.data === undefined || !readSinceLastChange(query.data)) return;
    const { job_data, customers, drivers, trucks } = query.data;
    dispatch({
      type: 'refresh',
      month,
      rows: job_data,
      lookups: { customers, drivers, trucks },
      newRowDate: defaultRowDate(month, today),
    });
  }, [query.data, month, today, dispatch, readSinceLastChange]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const flagProblems = useCallback(
    (problems: ReadonlyMap<string, RowProblems>) => {
      dispatch({ type: 'problems', problems });
      for (const key of problems.keys()) {
        window.clearTimeout(timers.current.get(key));
        timers.current.set(
          key,
          window.setTimeout(() => {
            timers.current.delete(key);
            dispatch({ type: 'clearProblems', keys: [key] });
          }, PROBLEM_HIGHLIGHT_MS),
        );
      }
    },
    [dispatch],
  );

  const edit = useCallback(
    (key: string, column: DataColumn, change: CellEdit) => dispatch({ type: 'edit', key, column, edit: change }),
    [dispatch],
  );

  const saveRow = useCallback(
    async (key: string) => {
      const row = findRow(read(), key);
      if (row === undefined || !row.edited || row.saving) return;
      const problems = rowProblems(row);
      if (hasProblems(problems)) {
        flagProblems(new Map([[key, problems]]));
        return;
      }
      dispatch({ type: 'saving', keys: [key], saving: true });
      try {
        const saved =
          row.saved === null
            ? (await saveJobs(read().month, [bulkJob(row)])).rows[0]!
            : await updateJob(updateForm({ ...row, saved: row.saved }));
        dispatch({ type: 'saved', saved: [{ key, row: saved }] });
        changedHere();
      } catch (error) {
        dispatch({ type: 'saving', keys: [key], saving: false });
        const current = conflictRow(error);
        if (current !== null) {
          dispatch({ type: 'conflict', key, conflict: { current, message: failureText(error) } });
          setConflictKey(key);
        } else if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
          flagProblems(new Map([[key, problemsFromFieldErrors(error.fieldErrors)]]));
          notifyFailure(failureText(error));
        } else {
          notifyFailure(failureText(error));
        }
      }
    },
    [dispatch, read, flagProblems, changedHere],
  );

  const saveAll = useCallback(async () => {
    const rows = pendingRows(read()).filter((row) => !row.saving);
    if (rows.length === 0) {
      notifyInfo(JOB_TABLE_ALERTS.nothingToSave);
      return;
    }
    const found = new Map<string, RowProblems>();
    for (const row of rows) {
      const problems = rowProblems(row);
      if (hasProblems(problems)) found.set(row.key, problems);
    }
    if (found.size > 0) {
      flagProblems(found);
      notifyFailure(JOB_TABLE_ALERTS.bulkFailed(bulkRefusalMessage(found.size, rows.length)));
      return;
    }
    const keys = rows.map((row) => row.key);
    dispatch({ type: 'saving', keys, saving: true });
    setBulkSaving(true);
    try {
      const answer = await saveJobs(read().month, rows.map(bulkJob));
      dispatch({ type: 'saved', saved: answer.rows.map((saved, index) => ({ key: keys[index]!, row: saved })) });
      notifySuccess(JOB_TABLE_ALERTS.bulkSaved);
      changedHere();
    } catch (error) {
      dispatch({ type: 'saving', keys, saving: false });
      const failures = bulkFailures(error);
      flagProblems(new Map(failures.map((failure) => [keys[failure.index]!, problemsFromFieldErrors(failure.errors)])));
      notifyFailure(
        serverAnswered(error)
          ? JOB_TABLE_ALERTS.bulkFailed(failureText(error))
          : JOB_TABLE_ALERTS.bulkError(failureText(error)),
      );
    } finally {
      setBulkSaving(false);
    }
  }, [dispatch, read, flagProblems, changedHere]);

  const removeRow = useCallback(
    async (key: string) => {
      const row = findRow(read(), key);
      if (row === undefined) return;
      if (row.saved === null) {
        dispatch({ type: 'remove', key });
        return;
      }
      if (isInvoiced(row)) {
        notifyFailure(JOB_TABLE_ALERTS.invoicedLocked);
        return;
      }
      try {
        await deleteJob(row.saved.id);
        dispatch({ type: 'remove', key });
        changedHere();
      } catch (error) {
        notifyFailure(
          serverAnswered(error)
            ? JOB_TABLE_ALERTS.deleteFailed(failureText(error))
            : JOB_TABLE_ALERTS.deleteError(failureText(error)),
        );
      }
    },
    [dispatch, read, changedHere],
  );

  const keepMine = useCallback(
    async (key: string) => {
      setConflictKey(null);
      dispatch({ type: 'keepMine', key });
      await saveRow(key);
    },
    [dispatch, saveRow],
  );

  const takeTheirs = useCallback(
    (key: string) => {
      setConflictKey(null);
      dispatch({ type: 'takeTheirs', key });
    },
    [dispatch],
  );

  const paste = useCallback(
    (startKey: string | null, rows: readonly PastedRow[]) => dispatch({ type: 'paste', startKey, rows }),
    [dispatch],
  );

  return {
    query,
    state: store.state,
    dispatch,
    read,
    edit,
    paste,
    saveRow,
    saveAll,
    bulkSaving,
    removeRow,
    conflictKey,
    openConflict: setConflictKey,
    keepMine,
    takeTheirs,
  };
}
