/** Query keys of the expense screens; a saved expense invalidates everything under `all`. */
export const expenseQueryKeys = {
  all: ['expenses'] as const,
  formData: () => [...expenseQueryKeys.all, 'form-data'] as const,
  month: (month: string) => [...expenseQueryKeys.all, 'month', month] as const,
  edit: (id: number) => [...expenseQueryKeys.all, 'edit', id] as const,
};
