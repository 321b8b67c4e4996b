import { toSessionUser, type SessionUser } from '@fleetledger/shared/auth/session-user';

/**
 * The browser keeps only a display copy of the signed-in user; the real
 * session is the HttpOnly cookie. Everything that reads or changes that copy goes through here so
 * the guard, the shell and the API client always agree on who is signed in.
 */
export const STORED_USER_KEY = 'fleetledger.user';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Memoised so useSyncExternalStore sees a stable snapshot between changes. */
let cachedRaw: string | null | undefined;
let cachedUser: SessionUser | null = null;

/** Parses the stored text; anything unreadable or of the wrong shape counts as signed out. */
export function parseStoredUser(raw: string | null): SessionUser | null {
  if (raw === null) return null;
  try {
    return toSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORED_USER_KEY);
  } catch {
    return null;
  }
}

/** The stored user, or null; unreadable data is removed so it cannot linger. */
export function readStoredUser(): SessionUser | null {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedUser;
  const user = parseStoredUser(raw);
  if (user === null && raw !== null) window.localStorage.removeItem(STORED_USER_KEY);
  cachedRaw = user === null ? null : raw;
  cachedUser = user;
  return user;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function writeStoredUser(user: SessionUser): void {
  const copy: SessionUser = {
    user_code: user.user_code,
    authority: user.authority,
    name: user.name,
    email: user.email,
  };
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(copy));
  notify();
}

export function clearStoredUser(): void {
  window.localStorage.removeItem(STORED_USER_KEY);
  notify();
}

/** Also follows other tabs, so signing out in one tab signs out all of them. */
export function subscribeToStoredUser(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORED_USER_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
