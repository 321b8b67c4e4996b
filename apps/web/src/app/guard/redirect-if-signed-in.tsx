import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useStoredUser } from '../../lib/session/use-stored-user';

/** /login is for signed-out visitors; this is also what moves the user on after signing in. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  return user === null ? children : <Navigate to="/dashboard" replace />;
}
