/**
 * A form's unsaved draft as the browser keeps it: one per form, record and user, with the version of
 * the record it was based on and what the form held when the edit started, so a restored edit is still
 * saved at the version it was read at and a stale save merges against what the user actually read.
 */

/** Whose draft of which form: a create form has no record yet. */
export interface DraftOwner {
  /** The form, e.g. 'purchase-create' or 'invoice-lines'. */
  form: string;
  /** The record edited, or the document a new one is made from or copies; null for a blank new one. */
  recordId: number | null;
  /** The signed-in user's code: one user never sees another's draft on a shared computer. */
  user: string;
}

export interface StoredDraft<T> {
  /** When it was last written (ISO instant). */
  savedAt: string;
  /** The record's version the draft was based on; null for a new record. */
  version: number | null;
  value: T;
  /** What the form held when the edit started (secrets left out as for the value): a stale save's merge base. */
  baseline: T;
}

const PREFIX = 'fleetledger.draft';

/** A draft older than this is not offered any more: what it was based on has long moved on. */
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export function draftKey({ form, recordId, user }: DraftOwner): string {
  return `${PREFIX}:${encodeURIComponent(user)}:${form}:${recordId ?? 'new'}`;
}

/** Fields never written to the browser's storage, whatever form holds them. */
const SECRET_FIELD = /password|passcode|(cancel|admin|security)_?codes?$/i;

/** The draft without its secrets: a password or a security code typed into a form is never stored. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !SECRET_FIELD.test(name))
      .map(([name, field]) => [name, withoutSecrets(field)]),
  );
}

export function serialiseDraft<T>(draft: { value: T; baseline: T; version: number | null }, now: Date): string {
  const stored: StoredDraft<unknown> = {
    savedAt: now.toISOString(),
    version: draft.version,
    value: withoutSecrets(draft.value),
    baseline: withoutSecrets(draft.baseline),
  };
  return JSON.stringify(stored);
}

/**
 * The stored draft, or null when there is none, it cannot be read, or it has expired. A draft kept
 * before baselines were stored is not offered: without what it was based on, a stale save could only
 * guess which of the stored record's changes the user meant to undo.
 */
export function parseDraft<T>(raw: string | null, now: Date): StoredDraft<T> | null {
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { savedAt, version, value, baseline } = parsed as Record<string, unknown>;
  if (typeof savedAt !== 'string' || value === undefined || baseline === undefined) return null;
  if (version !== null && !(typeof version === 'number' && Number.isInteger(version))) return null;
  const saved = Date.parse(savedAt);
  if (Number.isNaN(saved) || now.getTime() - saved > DRAFT_LIFETIME_MS) return null;
  return { savedAt, version, value: value as T, baseline: baseline as T };
}

/** Whether the form holds anything other than what it started from. */
export function differsFrom<T>(value: T, baseline: T): boolean {
  return JSON.stringify(value) !== JSON.stringify(baseline);
}
