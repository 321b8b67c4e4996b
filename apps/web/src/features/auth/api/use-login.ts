import { useState } from 'react';
import type { LoginRequest } from '@fleetledger/shared/auth/auth.contract';
import { signedInAnswer } from '@fleetledger/shared/auth/session-user';
import { apiRequest } from '../../../lib/api-client';
import { writeStoredUser } from '../../../lib/session/stored-user';
import { rememberSignedInUser, toSessionUser } from './session-query';

interface LoginState {
  pending: boolean;
  error: unknown;
}

/**
 * The sign-in call in plain React state: the sign-in page loads before the query cache and the
 * component kit do (README, "The sign-in page").
 */
export function useLogin() {
  const [state, setState] = useState<LoginState>({ pending: false, error: null });

  const signIn = async (credentials: LoginRequest) => {
    setState({ pending: true, error: null });
    try {
      const user = toSessionUser(
        await apiRequest({ path: 'login.php', method: 'POST', body: credentials, schema: signedInAnswer }),
      );
      rememberSignedInUser(user);
      // The stored user appearing is what moves the visitor on; this page is about to go.
      writeStoredUser(user);
    } catch (error) {
      setState({ pending: false, error });
    }
  };

  const reset = () => setState((current) => (current.error === null ? current : { pending: false, error: null }));

  return { pending: state.pending, error: state.error, signIn, reset };
}
