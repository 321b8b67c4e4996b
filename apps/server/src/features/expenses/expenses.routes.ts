import type { FastifyInstance } from 'fastify';
import {
  EXPENSE_MESSAGES,
  expenseEditDataQuery,
  expenseEditRequest,
  expenseInsertRequest,
  expensesRequest,
} from '@fleetledger/shared/expenses/expenses.contract';
import { todayIn } from '@fleetledger/shared/dates';
import { contractRoute } from '../../http/contract-route';
import { actorOf } from '../../http/actor';
import { addExpense, editExpense, listMonthExpenses, loadExpenseForEdit, loadExpenseLookups } from './expenses.service';

const BASE = '/api/transportation';

/** The five expense calls of the operations spec. */
export function expensesRoutes(app: FastifyInstance): void {
  const today = () => todayIn(app.config.companyTz);

  contractRoute(app, {
    call: 'expense_data',
    method: 'GET',
    path: `${BASE}/expense_data`,
    handler: async () => ({ success: true, ...(await loadExpenseLookups(app.database.db)), today: today() }),
  });

  contractRoute(app, {
    call: 'expense_insert',
    method: 'POST',
    path: `${BASE}/expense_insert`,
    body: expenseInsertRequest,
    handler: async ({ body, request, user }) => {
      const { id } = await addExpense(app.database.db, body, actorOf(request, user));
      return { success: true, message: EXPENSE_MESSAGES.added, id };
    },
  });

  contractRoute(app, {
    call: 'expenses',
    method: 'POST',
    path: `${BASE}/expenses`,
    body: expensesRequest,
    handler: async ({ body }) => ({
      success: true,
      expenses: await listMonthExpenses(app.database.db, body.month),
      message: EXPENSE_MESSAGES.listed,
      today: today(),
    }),
  });

  contractRoute(app, {
    call: 'expense_edit_data',
    method: 'GET',
    path: `${BASE}/expense-edit-data`,
    query: expenseEditDataQuery,
    handler: async ({ query }) => ({
      success: true,
      ...(await loadExpenseForEdit(app.database.db, query.id)),
      today: today(),
    }),
  });

  contractRoute(app, {
    call: 'expense_edit',
    method: 'POST',
    path: `${BASE}/expense-edit`,
    body: expenseEditRequest,
    handler: async ({ body, request, user }) => {
      await editExpense(app.database.db, body, actorOf(request, user));
      return { success: true, message: EXPENSE_MESSAGES.updated };
    },
  });
}
