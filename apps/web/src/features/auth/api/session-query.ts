import type { SessionUser } from '@fleetledger/shared/auth/session-user';

/** Holds the server-confirmed user; set by sign-in so the guard does not ask again right away. */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export function toSessionUser({ user_code, authority, name, email }: SessionUser): SessionUser {
  return { user_code, authority, name, email };
}
