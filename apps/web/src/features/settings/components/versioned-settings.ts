import { useState, type FormEvent } from 'react';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import type { SaveConflict } from '../../../lib/stale-record';
import type { MergeOutline } from '../../../lib/three-way-merge';

interface VersionedSettingsOptions<R extends { version: number }, V> {
  settings: R;
  toValues: (settings: R) => V;
  /** The save call, at the version the form read; answers the saved settings. */
  save: (values: V, version: number) => Promise<{ message: string; settings: R }>;
  /** A stale save's conflict (409 with the current settings), or null for any other failure. */
  staleOf: (error: unknown) => SaveConflict<R> | null;
  conflictTitle: string;
  outline: MergeOutline<V>;
  /** The server's own check run before sending: each field's message, or null when it would be taken. */
  check?: (values: V, version: number) => Partial<Record<keyof V, string>> | null;
  onSaved: (settings: R) => void;
}

/**
 * A settings form saved at the version it read: its values and their messages, the save, and a stale
 * save's conflict with what the conflict dialog needs. Either answer of the dialog moves the form to
 * the newer version, so the next save goes through.
 */
export function useVersionedSettings<R extends { version: number }, V extends object>(
  options: VersionedSettingsOptions<R, V>,
) {
  const { toValues } = options;
  const [values, setValues] = useState<V>(() => toValues(options.settings));
  const [base, setBase] = useState(options.settings);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<SaveConflict<R> | null>(null);
  const settle = (current: R, next: V) => {
    setBase(current);
    setValues(next);
  };

  const save = useMutation({
    mutationFn: () => options.save(values, base.version),
    onSuccess: (answer) => {
      settle(answer.settings, toValues(answer.settings));
      options.onSaved(answer.settings);
      notifications.show({ message: answer.message, color: 'teal', autoClose: 3000 });
    },
    onError: (error) => {
      const stale = options.staleOf(error);
      if (stale !== null) {
        setConflict(stale);
        return;
      }
      setErrors(isApiError(error) ? (error.fieldErrors as Partial<Record<keyof V, string>>) : {});
      setMessage(isApiError(error) ? (error.serverMessage ?? error.message) : 'Could not save. Please try again.');
    },
  });

  return {
    values,
    base,
    setBase,
    conflict,
    errors,
    message,
    setMessage,
    saving: save.isPending,
    /** One field typed: its value taken and its message cleared. */
    change: <K extends keyof V>(name: K, value: V[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    submit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setMessage(null);
      const problems = options.check?.(values, base.version) ?? null;
      setErrors(problems ?? {});
      if (problems === null) save.mutate();
    },
    /** StaleSaveDialog's props. */
    staleDialog: {
      conflict,
      title: options.conflictTitle,
      edit: { base: toValues(base), draft: values, toDraft: toValues, outline: options.outline },
      onKeepMine: settle,
      onTakeTheirs: (current: R) => settle(current, toValues(current)),
      onClose: () => setConflict(null),
    },
  };
}
