import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  openingBalancesResponse,
  type OpeningBalancesInput,
} from '@fleetledger/shared/ledger/opening-balances.contract';
import { apiRequest } from '../../../lib/api-client';

// Under 'books' like every books call: entering them changes every figure, so the books are asked again.
const OPENING_KEY = ['books', 'opening_balances'] as const;

/** GET books/opening_balances: what was entered, or null before anything was. */
export const useOpeningBalances = () =>
  useQuery({
    queryKey: OPENING_KEY,
    queryFn: ({ signal }) => apiRequest({ path: 'books/opening_balances', schema: openingBalancesResponse, signal }),
    retry: false,
  });

/** POST books/opening_balances: entered once; the answer is what was entered, shown at once. */
export function useEnterOpeningBalances() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OpeningBalancesInput) =>
      apiRequest({ path: 'books/opening_balances', method: 'POST', body, schema: openingBalancesResponse }),
    onSuccess: (entered) => {
      client.setQueryData(OPENING_KEY, entered);
      void client.invalidateQueries({
        queryKey: ['books'],
        predicate: (query) => query.queryKey[1] !== OPENING_KEY[1],
      });
    },
  });
}
