import { useQuery } from '@tanstack/react-query';
import {
  accountLookup,
  customerLookup,
  jobLookup,
  lookupEnvelope,
  truckLookup,
} from '@fleetledger/shared/lookups/lookups.contract';
import type { ResponseParser } from '@fleetledger/shared/auth/session-user';
import { apiRequest } from './api-client';

/** The lookups every voucher screen (invoice, purchase, receipt) searches in: GET vouchers/…. */

/** GET vouchers/customers_details: every active customer, for the customer or supplier search. */
export function useCustomerChoices() {
  return useQuery({
    queryKey: ['voucher-customers'],
    queryFn: ({ signal }) =>
      apiRequest({ path: 'vouchers/customers_details', schema: lookupEnvelope(customerLookup), signal }),
  });
}

/** GET vouchers/account_details?search=: accounts matching what the user typed, once it is long enough. */
export function useAccountChoices(search: string, minLetters: number) {
  return useQuery({
    queryKey: ['voucher-accounts', search],
    enabled: search.trim().length >= minLetters,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `vouchers/account_details?search=${encodeURIComponent(search.trim())}`,
        schema: lookupEnvelope(accountLookup),
        signal,
      }),
  });
}

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
      apiRequest({ path: `vouchers/${call}`, method: 'POST', body: { id: partyId, ...own }, schema, signal }),
  });
}

/** GET vouchers/trucks_details: every active truck. */
export function useTruckChoices() {
  return useQuery({
    queryKey: ['voucher-trucks'],
    queryFn: ({ signal }) =>
      apiRequest({ path: 'vouchers/trucks_details', schema: lookupEnvelope(truckLookup), signal }),
  });
}

/** The spec's minimum for a job search. */
export const JOB_SEARCH_MIN_LETTERS = 2;

/** GET vouchers/find_job?job_number=: the jobs whose number contains what the user typed. */
export function useJobChoices(search: string) {
  return useQuery({
    queryKey: ['voucher-jobs', search.trim()],
    enabled: search.trim().length >= JOB_SEARCH_MIN_LETTERS,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `vouchers/find_job?job_number=${encodeURIComponent(search.trim())}`,
        schema: lookupEnvelope(jobLookup),
        signal,
      }),
  });
}
