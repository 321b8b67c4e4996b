import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveMasterRecord } from './masterdata-calls';
import { masterdataQueryKeys } from './masterdata-query-keys';

export interface SaveRequest {
  path: string;
  payload: Record<string, unknown>;
}

/**
 * A master-data save. Other screens' type-aheads (job entry, expenses) read these records too, so
 * every cached query is marked stale and refetched when next shown; the lists here refetch at once.
 */
export function useSaveMasterRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, payload }: SaveRequest) => saveMasterRecord(path, payload),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: masterdataQueryKeys.all });
    },
  });
}
