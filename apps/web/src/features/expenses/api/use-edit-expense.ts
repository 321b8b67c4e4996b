import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expenseEditResponse, type ExpenseEditPayload } from '@fleetledger/shared/expenses/expenses.contract';
import { apiRequest } from '../../../lib/api-client';
import { expenseQueryKeys } from './expense-query-keys';

/** POST expense-edit. A stale version answers 409 (an ApiError) and the form keeps the user's values. */
export function useEditExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ExpenseEditPayload) =>
      apiRequest({ path: 'expense-edit', method: 'POST', body: payload, schema: expenseEditResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenseQueryKeys.all }),
  });
}
