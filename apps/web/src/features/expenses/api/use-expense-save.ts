import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expenseQueryKeys } from './expense-query-keys';

/** A save of an expense; once it is stored, every list and record of expenses is read again. */
export function useExpenseSave<Payload, Answer>(send: (payload: Payload) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenseQueryKeys.all }),
  });
}
