import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ledgerCheckResponse } from '@fleetledger/shared/ledger/ledger-check.contract';
import { apiRequest } from '../../../lib/api-client';
import { useBooksCall, WHOLE_BOOKS } from '../../../lib/books/books-call';

export const useLedgerCheck = () => useBooksCall('ledger_check', WHOLE_BOOKS, ledgerCheckResponse);

/** Runs `ledger verify` on the server; its answer is what the page shows from then on (one key for both). */
export function useVerifyLedger() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest({ path: 'books/ledger_verify', method: 'POST', body: {}, schema: ledgerCheckResponse }),
    onSuccess: (check) => client.setQueryData(['books', 'ledger_check', WHOLE_BOOKS], check),
  });
}
