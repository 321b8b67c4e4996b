import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import type { ListedBox } from '@fleetledger/shared/vat-returns/vat-return-boxes';
import {
  vatReturnDocumentsResponse,
  vatReturnFileResponse,
  vatReturnResponse,
  vatReturnsResponse,
} from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { apiRequest } from '../../../lib/api-client';
import { booksPdfUrl, useBooksCall } from '../../../lib/books/books-call';

export const useVatReturn = (period: BooksPeriod) => useBooksCall('vat_return', period, vatReturnResponse);

/** The documents of one box over the period; nothing is asked while no box is open. */
export const useVatReturnDocuments = (period: BooksPeriod, box: ListedBox | null) =>
  useBooksCall('vat_return_documents', box === null ? null : { ...period, box }, vatReturnDocumentsResponse);

export const vatReturnPdfUrl = (period: BooksPeriod, download = false) =>
  booksPdfUrl('vat_return', { ...period }, download);

// Under 'books' like every books call: a filing or a posting anywhere asks it again.
export const useFiledVatReturns = () =>
  useQuery({
    queryKey: ['books', 'vat_returns'],
    queryFn: ({ signal }) => apiRequest({ path: 'books/vat_returns', schema: vatReturnsResponse, signal }),
    retry: false,
  });

/**
 * Files the period's return. The filed return takes the draft's place at once (the VAT Return page's
 * key for that period), so the page never offers to file it twice; the rest of the books is asked again.
 */
export function useFileVatReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (period: BooksPeriod) =>
      apiRequest({ path: 'books/vat_return_file', method: 'POST', body: period, schema: vatReturnFileResponse }),
    onSuccess: ({ filed }) => {
      client.setQueryData(['books', 'vat_return', { from: filed.from, to: filed.to }], { success: true, ...filed });
      void client.invalidateQueries({ queryKey: ['books'] });
    },
  });
}
