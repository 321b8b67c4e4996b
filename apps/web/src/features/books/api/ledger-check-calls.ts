import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ledgerCheckResponse } from '@fleetledger/shared/ledger/ledger-check.contract';
import { apiRequest } from '../../../lib/api-client';
import { useBooksCall } from '../../../lib/books/books-call';

/** The call takes no query: one key for what it answers and for what Verify Now answers after it. */
const NO_QUERY = {};

export const useLedgerCheck = () => useBooksCall('ledger_check', NO_QUERY, ledgerCheckResponse);

/** Runs `ledger verify` on the server; its answer is what the page shows from then on. */
export function useVerifyLedger() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest({ path: 'books/ledger_verify', method: 'POST', body: {}, schema: ledgerCheckResponse }),
    onSuccess: (check) => client.setQueryData(['books', 'ledger_check', NO_QUERY], check),
  });
}
