import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchUsers, saveUser } from './users-calls';

export const USERS_QUERY_KEY = ['users'] as const;

export function useUsers() {
  return useQuery({ queryKey: USERS_QUERY_KEY, queryFn: ({ signal }) => fetchUsers(signal) });
}

/**
 * A user save. Other screens list users too (the drivers' account select), so every cached query is
 * marked stale; the users list refetches at once.
 */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    },
  });
}
