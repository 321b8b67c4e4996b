import { useQuery } from '@tanstack/react-query';
import { signedInAnswer, type SessionUser } from '@fleetledger/shared/auth/session-user';
import { apiRequest } from '../../../lib/api-client';
import { writeStoredUser } from '../../../lib/session/stored-user';
import { SESSION_QUERY_KEY, takeSignedInUser, toSessionUser } from './session-query';

/**
 * Confirms the stored user with the server once per app start. A 401 clears the stored user in
 * the API client; a success refreshes the stored copy (name or role may have changed).
 */
export function useSessionCheck(enabled: boolean) {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async ({ signal }): Promise<SessionUser> => {
      const user = toSessionUser(await apiRequest({ path: 'session.php', schema: signedInAnswer, signal }));
      writeStoredUser(user);
      return user;
    },
    initialData: takeSignedInUser,
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });
}
