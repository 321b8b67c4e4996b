import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@fleetledger/shared/auth/auth.contract';
import { signedInAnswer } from '@fleetledger/shared/auth/session-user';
import { apiRequest } from '../../../lib/api-client';
import { writeStoredUser } from '../../../lib/session/stored-user';
import { SESSION_QUERY_KEY, toSessionUser } from './session-query';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) =>
      apiRequest({ path: 'login.php', method: 'POST', body: credentials, schema: signedInAnswer }),
    onSuccess: (response) => {
      const user = toSessionUser(response);
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
      writeStoredUser(user);
    },
  });
}
