import { useMutation } from '@tanstack/react-query';
import { jobSearchResponse, type JobSearchType } from '@fleetledger/shared/jobs/jobs.contract';
import { apiRequest } from '../../../lib/api-client';

export interface JobSearchRequest {
  type: JobSearchType;
  value: string;
}

/** POST job-search.php {type, value}. */
export function useJobSearch() {
  return useMutation({
    mutationFn: (request: JobSearchRequest) =>
      apiRequest({ path: 'job-search.php', method: 'POST', body: request, schema: jobSearchResponse, reads: true }),
  });
}
