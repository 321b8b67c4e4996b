import { useQuery } from '@tanstack/react-query';
import type { ResponseParser } from '@fleetledger/shared/auth/session-user';
import { apiRequest } from '../lib/api-client';

/**
 * POST vouchers/invoices_by_customer or purchases_by_supplier: the party's posted documents with
 * something pending, for a receipt or payment to allocate; the voucher being edited (`own`) counts its
 * own allocations as still to pay. Nothing is read without a party.
 */
export function usePendingDocuments<T>(
  call: 'invoices_by_customer' | 'purchases_by_supplier',
  partyId: number | null,
  own: Readonly<Record<string, number | undefined>>,
  schema: ResponseParser<T>,
) {
  return useQuery({
    queryKey: [call, partyId, own],
    enabled: partyId !== null,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `vouchers/${call}`,
        method: 'POST',
        body: { id: partyId, ...own },
        schema,
        signal,
        reads: true,
      }),
  });
}
