import { useQuery } from '@tanstack/react-query';
import { expenseEditDataResponse } from '@fleetledger/shared/expenses/expenses.contract';
import { apiRequest } from '../../../lib/api-client';
import { expenseQueryKeys } from './expense-query-keys';

/**
 * GET expense-edit-data: the expense and the lookups. Fetched afresh on every visit and never
 * refetched behind the user's back, because the form is seeded from it once and a silent refresh
 * would carry a newer version under edits made against the older one.
 */
export function useExpenseEditData(id: number) {
  return useQuery({
    queryKey: expenseQueryKeys.edit(id),
    queryFn: ({ signal }) =>
      apiRequest({ path: `expense-edit-data?id=${id}`, schema: expenseEditDataResponse, signal }),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
