/** The expense screens' own messages; the contract holds the server's. */
export const EXPENSE_SCREEN_MESSAGES = {
  loading: 'Loading expense data...',
  loadFailed: 'Failed to load expense data',
  addFailed: 'Failed to add expense',
  updateFailed: 'Failed to update expense',
  listFetchFailed: 'Failed to fetch expenses',
  listLoadFailed: 'Failed to load expenses',
  emptyTitle: 'No expenses found',
  emptyMonth: 'No expenses recorded for this month',
  emptyFiltered: 'Try adjusting your filters',
} as const;
