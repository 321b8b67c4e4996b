import { useQuery } from '@tanstack/react-query';
import { expenseDataResponse } from '@fleetledger/shared/expenses/expenses.contract';
import { apiRequest } from '../../../lib/api-client';
import { expenseQueryKeys } from './expense-query-keys';

/** GET expense_data.php: the charges, drivers and trucks the Add Expense form offers. */
export function useExpenseFormData() {
  return useQuery({
    queryKey: expenseQueryKeys.formData(),
    queryFn: ({ signal }) => apiRequest({ path: 'expense_data.php', schema: expenseDataResponse, signal }),
  });
}
