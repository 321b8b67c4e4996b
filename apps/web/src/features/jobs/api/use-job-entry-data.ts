import { useQuery } from '@tanstack/react-query';
import { jobEntryDataResponse } from '@fleetledger/shared/jobs/jobs.contract';
import { apiRequest } from '../../../lib/api-client';
import { jobQueryKeys } from './job-query-keys';

/** GET jobentry_data.php: the customers, trucks and drivers (with their truck) the form offers. */
export function useJobEntryData() {
  return useQuery({
    queryKey: jobQueryKeys.entryData(),
    queryFn: async ({ signal }) =>
      (await apiRequest({ path: 'jobentry_data.php', schema: jobEntryDataResponse, signal })).data,
  });
}
