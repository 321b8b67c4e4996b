import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  openingBalancesResponse,
  type OpeningBalancesInput,
} from '@fleetledger/shared/ledger/opening-balances.contract';
import { apiRequest } from '../../../lib/api-client';
import { useBooksCall } from '../../../lib/books/books-call';

const NO_QUERY = {};

/** GET books/opening_balances: what was entered, or null before anything was. */
export const useOpeningBalances = () => useBooksCall('opening_balances', NO_QUERY, openingBalancesResponse);

/** POST books/opening_balances: entered once; the answer is what was entered, shown at once. */
export function useEnterOpeningBalances() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OpeningBalancesInput) =>
      apiRequest({ path: 'books/opening_balances', method: 'POST', body, schema: openingBalancesResponse }),
    onSuccess: (entered) => {
      // Entering them changes every figure: the books are asked again, with what was entered shown meanwhile.
      client.setQueryData(['books', 'opening_balances', NO_QUERY], entered);
      void client.invalidateQueries({ queryKey: ['books'] });
    },
  });
}
