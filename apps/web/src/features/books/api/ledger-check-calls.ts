import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ledgerCheckResponse } from '@fleetledger/shared/ledger/ledger-check.contract';
import { apiRequest } from '../../../lib/api-client';

const LEDGER_CHECK_KEY = ['books', 'ledger_check'] as const;

export const useLedgerCheck = () =>
  useQuery({
    queryKey: LEDGER_CHECK_KEY,
    queryFn: ({ signal }) => apiRequest({ path: 'books/ledger_check', schema: ledgerCheckResponse, signal }),
    retry: false,
  });

/** Runs `ledger verify` on the server; its answer is what the page shows from then on. */
export function useVerifyLedger() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest({ path: 'books/ledger_verify', method: 'POST', body: {}, schema: ledgerCheckResponse }),
    onSuccess: (check) => client.setQueryData(LEDGER_CHECK_KEY, check),
  });
}
