import type { SessionUser } from '@fleetledger/shared/auth/session-user';

/** Holds the server-confirmed user. */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export function toSessionUser({ user_code, authority, name, email }: SessionUser): SessionUser {
  return { user_code, authority, name, email };
}

let signedInJustNow: SessionUser | null = null;

/** A sign-in is itself the server's confirmation: the session check takes it instead of asking again. */
export function rememberSignedInUser(user: SessionUser): void {
  signedInJustNow = user;
}

export function takeSignedInUser(): SessionUser | undefined {
  const user = signedInJustNow ?? undefined;
  signedInJustNow = null;
  return user;
}
