import { expenseEditResponse, type ExpenseEditPayload } from '@fleetledger/shared/expenses/expenses.contract';
import { apiRequest } from '../../../lib/api-client';
import { useExpenseSave } from './use-expense-save';

/** POST expense-edit. A stale version answers 409 (an ApiError) and the form keeps the user's values. */
export function useEditExpense() {
  return useExpenseSave((payload: ExpenseEditPayload) =>
    apiRequest({ path: 'expense-edit', method: 'POST', body: payload, schema: expenseEditResponse }),
  );
}
