import { expenseInsertResponse, type ExpenseInsertPayload } from '@fleetledger/shared/expenses/expenses.contract';
import { apiRequest } from '../../../lib/api-client';
import { useExpenseSave } from './use-expense-save';

/** POST expense_insert.php. */
export function useAddExpense() {
  return useExpenseSave((payload: ExpenseInsertPayload) =>
    apiRequest({ path: 'expense_insert.php', method: 'POST', body: payload, schema: expenseInsertResponse }),
  );
}
