import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { differsFrom, draftKey, parseDraft, serialiseDraft, withoutSecrets, type StoredDraft } from '../lib/form-draft';
import { readStoredUser } from '../lib/session/stored-user';

/**
 * Leaving with unsaved changes asks first: the browser asks on reload or close, the app's own
 * navigation to another page is held until the user answers the returned blocker. `release` lets the
 * next navigation through (a saved form moving on to what it made).
 */
export function useLeaveGuard(dirty: boolean) {
  const released = useRef(false);
  useEffect(() => {
    if (!dirty) {
      released.current = false;
      return;
    }
    const ask = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers show their prompt only with this set
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { blocker, release };
}

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked: nothing to offer
  }
}

function keep(key: string, text: string | null): void {
  try {
    if (text === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, text);
  } catch {
    // Not kept this time (storage full or blocked); the leave guard still asks.
  }
}

/** How long typing pauses before the draft is written to the browser's storage. */
const DRAFT_WRITE_PAUSE_MS = 400;

export interface FormDraftOptions<T> {
  /** The form's name in the draft's key, e.g. 'purchase-create'. */
  form: string;
  /** The record edited; none for a create form. */
  recordId?: number | null;
  /** The version the form's save will carry; null for a new record. */
  version: number | null;
  /** What the form holds now; null while nothing is being edited (a details page before Edit). */
  value: T | null;
  /** What the form started from: holding just that is nothing to lose. */
  baseline: T | null;
  /**
   * Puts a stored draft back in the form, to be saved at the version it was based on; `baseline` is
   * what the form held when that edit started (secrets left out), the base of a stale save's merge.
   */
  restore: (value: T, version: number | null, baseline: T) => void;
  /** Whether a stored draft may be offered now (an edit only while the record is editable). */
  offerable?: boolean;
}

/**
 * A form's unsaved work, kept in the browser as it is typed (per form, record and user) and guarded
 * on leaving. Opening the form again offers the kept draft (`offer`: Restore or Discard). `settle`
 * after a save or an explicit cancel forgets the draft and lets the next navigation through.
 */
export function useFormDraft<T>({
  form,
  recordId = null,
  version,
  value,
  baseline,
  restore,
  offerable = true,
}: FormDraftOptions<T>) {
  const user = readStoredUser()?.user_code ?? null;
  const key = user === null ? null : draftKey({ form, recordId, user });
  const [offer, setOffer] = useState<StoredDraft<T> | null>(() =>
    key === null ? null : parseDraft<T>(stored(key), new Date()),
  );
  // Checked on every keystroke: the baseline is written out once per baseline, the value once per change.
  const baselineText = useMemo(() => (baseline === null ? null : JSON.stringify(baseline)), [baseline]);
  const dirty = useMemo(
    () => value !== null && baselineText !== null && JSON.stringify(value) !== baselineText,
    [value, baselineText],
  );
  const { blocker, release } = useLeaveGuard(dirty);
  const settled = useRef(false);
  // The write waiting for the typing to pause; run at once when the page goes away.
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    pending.current = null;
    // A kept draft waiting for an answer is not overwritten by the form's fresh start.
    if (key === null || offer !== null || value === null || baseline === null || settled.current) return;
    const write = () => {
      if (pending.current !== write) return;
      pending.current = null;
      // A change only to what is never kept (a password) leaves nothing worth offering back.
      const worthKeeping = dirty && differsFrom(withoutSecrets(value), withoutSecrets(baseline));
      keep(key, worthKeeping ? serialiseDraft({ value, baseline, version }, new Date()) : null);
    };
    pending.current = write;
    const timer = window.setTimeout(write, DRAFT_WRITE_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [key, offer, value, baseline, dirty, version]);

  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  useEffect(() => {
    if (!dirty) settled.current = false;
  }, [dirty]);

  const forget = () => {
    pending.current = null;
    if (key !== null) keep(key, null);
    setOffer(null);
  };
  return {
    dirty,
    blocker,
    offer: offerable ? offer : null,
    restoreDraft: () => {
      if (offer === null) return;
      setOffer(null);
      restore(offer.value, offer.version, offer.baseline);
    },
    discardDraft: forget,
    /** Saved or cancelled: nothing left to keep or to ask about. */
    settle: () => {
      settled.current = true;
      forget();
      release();
    },
  };
}

export type FormDraft = ReturnType<typeof useFormDraft>;

/**
 * A create form's state, starting from `fresh()` and kept as it is typed. `setStart` moves where it
 * starts (what a document named in the address fills in is not the user's change). `source` is the
 * document the form is made from or copies (none for a blank form): a draft made for one is not
 * offered for another.
 */
export function useNewRecordDraft<T>(form: string, fresh: () => T, source: number | null = null) {
  const [start, setStart] = useState(fresh);
  const [draft, setDraft] = useState(start);
  const kept = useFormDraft({
    form,
    recordId: source,
    version: null,
    value: draft,
    baseline: start,
    restore: (value) => setDraft(value),
  });
  return { draft, setDraft, setStart, kept };
}
