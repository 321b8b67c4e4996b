import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Every page reads afresh whenever it is shown again, so what others changed meanwhile shows;
        // the answer it had stays on screen until the new one arrives.
        refetchOnMount: 'always',
        // A rejected or missing session or a bad request will not heal by asking again.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}
