import { useQuery } from '@tanstack/react-query';
import { expensesResponse } from '@fleetledger/shared/expenses/expenses.contract';
import { apiRequest } from '../../../lib/api-client';
import { expenseQueryKeys } from './expense-query-keys';

/** POST expenses.php: every expense of one month. */
export function useMonthExpenses(month: string) {
  return useQuery({
    queryKey: expenseQueryKeys.month(month),
    queryFn: ({ signal }) =>
      apiRequest({
        path: 'expenses.php',
        method: 'POST',
        body: { month },
        schema: expensesResponse,
        signal,
        reads: true,
      }),
  });
}
