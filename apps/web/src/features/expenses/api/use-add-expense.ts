import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expenseInsertResponse, type ExpenseInsertPayload } from '@fleetledger/shared/expenses/expenses.contract';
import { apiRequest } from '../../../lib/api-client';
import { expenseQueryKeys } from './expense-query-keys';

/** POST expense_insert.php. */
export function useAddExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ExpenseInsertPayload) =>
      apiRequest({ path: 'expense_insert.php', method: 'POST', body: payload, schema: expenseInsertResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenseQueryKeys.all }),
  });
}
