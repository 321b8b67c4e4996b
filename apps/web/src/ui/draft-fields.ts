import type { ChangeEvent } from 'react';

/** The draft's fields that hold text (dates are 'YYYY-MM-DD' text too). */
type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D];

/**
 * A form's fields bound to its draft: each shows the draft's value and the server's message for the
 * call's field it fills (`error` finds it), and patches the draft as it changes. Read-only fields are
 * filled grey (`shown`, for the fields bound by hand).
 */
export function draftFields<D>(
  draft: D,
  change: (patch: Partial<D>) => void,
  error: (field: string) => string | undefined,
  readOnly: boolean,
) {
  const shown = { readOnly, variant: readOnly ? 'filled' : 'default' } as const;
  const bound = (key: TextKey<D>, field: string | undefined) => ({
    value: draft[key] as string,
    error: field === undefined ? undefined : error(field),
    ...shown,
  });
  const patch = (key: TextKey<D>, value: string) => change({ [key]: value } as Partial<D>);
  return {
    shown,
    /** A text box or area. */
    text: (key: TextKey<D>, field?: string) => ({
      ...bound(key, field),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => patch(key, event.currentTarget.value),
    }),
    /** A date field. */
    date: (key: TextKey<D>, field?: string) => ({
      ...bound(key, field),
      onChange: (value: string) => patch(key, value),
    }),
  };
}
