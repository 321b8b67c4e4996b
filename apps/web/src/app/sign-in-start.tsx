import { useEffect } from 'react';
import { LoginPage } from '../features/auth/pages/login-page';
import { useStoredUser } from '../lib/session/use-stored-user';

/** The sign-in page on its own, for a visitor who opens /login signed out; signing in starts the app. */
export function SignInStart({ onSignedIn }: { onSignedIn: () => void }) {
  const user = useStoredUser();
  useEffect(() => {
    if (user !== null) onSignedIn();
  }, [user, onSignedIn]);
  return <LoginPage />;
}
