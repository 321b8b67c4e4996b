import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobInsertResponse } from '@fleetledger/shared/jobs/jobs.contract';
import { apiRequest } from '../../../lib/api-client';
import type { JobEntryRequest } from '../form/job-entry-form';
import { DASHBOARD_QUERY_KEY, jobQueryKeys } from './job-query-keys';

/** POST job_insert.php with the Job Entry JSON payload. */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: JobEntryRequest) =>
      apiRequest({ path: 'job_insert.php', method: 'POST', body: payload, schema: jobInsertResponse }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
      ]);
    },
  });
}
