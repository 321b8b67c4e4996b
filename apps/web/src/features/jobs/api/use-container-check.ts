import { useQuery } from '@tanstack/react-query';
import { containerCheckResponse } from '@fleetledger/shared/jobs/jobs.contract';
import { apiRequest } from '../../../lib/api-client';
import { jobQueryKeys } from './job-query-keys';

/** GET container_check.php: check digit and jobs with the same container in the last 30 days. */
export function useContainerCheck(container: string) {
  return useQuery({
    queryKey: jobQueryKeys.containerCheck(container),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `container_check.php?container=${encodeURIComponent(container)}`,
        schema: containerCheckResponse,
        signal,
      }),
    enabled: container !== '',
    staleTime: 10_000,
    retry: false,
  });
}
