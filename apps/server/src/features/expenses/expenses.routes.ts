import type { FastifyInstance } from 'fastify';
import {
  EXPENSE_MESSAGES,
  expenseDataResponse,
  expenseDeleteRequest,
  expenseEditDataQuery,
  expenseEditDataResponse,
  expenseEditRequest,
  expenseEditResponse,
  expenseInsertRequest,
  expenseInsertResponse,
  expensesRequest,
  expensesResponse,
} from '@fleetledger/shared/expenses/expenses.contract';
import { todayIn } from '@fleetledger/shared/dates';
import { contractRoute } from '../../http/contract-route';
import { transportationCalls } from '../../http/transportation-calls';
import {
  addExpense,
  deleteExpense,
  editExpense,
  listMonthExpenses,
  loadExpenseForEdit,
  loadExpenseLookups,
} from './expenses.service';

/** The five expense calls of the operations spec, and deleting one (beyond it). */
export function expensesRoutes(app: FastifyInstance): void {
  const today = () => todayIn(app.config.companyTz);
  const calls = transportationCalls(app);

  calls.get('expense_data', { answer: expenseDataResponse }, async () => ({
    success: true,
    ...(await loadExpenseLookups(app.database.db)),
    today: today(),
  }));

  calls.post(
    'expense_insert',
    { takes: expenseInsertRequest, answer: expenseInsertResponse },
    async ({ body, actor }) => {
      const { id } = await addExpense(app.database.db, body, actor);
      return { success: true, message: EXPENSE_MESSAGES.added, id };
    },
  );

  calls.post('expenses', { takes: expensesRequest, answer: expensesResponse, readsOnly: true }, async ({ body }) => ({
    success: true,
    expenses: await listMonthExpenses(app.database.db, body.month),
    message: EXPENSE_MESSAGES.listed,
    today: today(),
  }));

  // The spec spells these two with hyphens.
  contractRoute(app, {
    call: 'expense_edit_data',
    method: 'GET',
    path: '/api/transportation/expense-edit-data',
    query: expenseEditDataQuery,
    answer: expenseEditDataResponse,
    handler: async ({ query }) => ({
      success: true,
      ...(await loadExpenseForEdit(app.database.db, query.id)),
      today: today(),
    }),
  });

  contractRoute(app, {
    call: 'expense_edit',
    method: 'POST',
    path: '/api/transportation/expense-edit',
    body: expenseEditRequest,
    answer: expenseEditResponse,
    handler: async ({ body, actor }) => {
      await editExpense(app.database.db, body, actor, today());
      return { success: true, message: EXPENSE_MESSAGES.updated };
    },
  });

  contractRoute(app, {
    call: 'expense_delete',
    method: 'POST',
    path: '/api/transportation/expense-delete',
    body: expenseDeleteRequest,
    handler: async ({ body, actor }) => {
      await deleteExpense(app.database.db, body, actor);
      return { success: true, message: EXPENSE_MESSAGES.deleted };
    },
  });
}
