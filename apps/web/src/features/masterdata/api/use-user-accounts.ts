import { useQuery } from '@tanstack/react-query';
import { fetchUserAccounts } from './masterdata-calls';
import { masterdataQueryKeys } from './masterdata-query-keys';

/** The user accounts a driver may be linked to; only Admins may list users, so only they ask. */
export function useUserAccounts(enabled: boolean) {
  return useQuery({
    queryKey: masterdataQueryKeys.userAccounts(),
    queryFn: ({ signal }) => fetchUserAccounts(signal),
    enabled,
  });
}
