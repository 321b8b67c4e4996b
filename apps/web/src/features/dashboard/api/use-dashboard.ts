import { useQuery } from '@tanstack/react-query';
import { dashboardResponse } from '@fleetledger/shared/dashboard/dashboard.contract';
import { apiRequest } from '../../../lib/api-client';

/** Shared with the job screens, which refresh the dashboard after saving a job. */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** GET dashboard.php. A failure shows the error panel at once; its Retry button asks again. */
export function useDashboard() {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest({ path: 'dashboard.php', schema: dashboardResponse, signal }),
    retry: false,
  });
}
