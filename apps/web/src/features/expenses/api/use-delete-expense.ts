import { z } from 'zod';
import type { ExpenseDeletePayload } from '@fleetledger/shared/expenses/expenses.contract';
import { apiRequest } from '../../../lib/api-client';
import { useExpenseSave } from './use-expense-save';

const deleted = z.object({ success: z.literal(true), message: z.string() });

/** POST expense-delete at the version read: a stale version answers 409. */
export function useDeleteExpense() {
  return useExpenseSave((payload: ExpenseDeletePayload) =>
    apiRequest({ path: 'expense-delete', method: 'POST', body: payload, schema: deleted }),
  );
}
