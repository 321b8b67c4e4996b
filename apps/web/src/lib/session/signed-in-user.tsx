import { createContext, useContext } from 'react';
import type { SessionUser } from '@fleetledger/shared/auth/session-user';

/** Provided by the session guard, so every protected screen can rely on a confirmed user. */
export const SignedInUserContext = createContext<SessionUser | null>(null);

export function useSignedInUser(): SessionUser {
  const user = useContext(SignedInUserContext);
  if (user === null) throw new Error('useSignedInUser is only available behind the session guard');
  return user;
}
