import { useQuery } from '@tanstack/react-query';
import {
  accountLookup,
  customerLookup,
  jobLookup,
  lookupEnvelope,
  truckLookup,
} from '@fleetledger/shared/lookups/lookups.contract';
import type { ResponseParser } from '@fleetledger/shared/auth/session-user';
import type { DocumentLineKind } from '@fleetledger/shared/ledger/account-use';
import { apiRequest } from './api-client';

/** The master data screens search in (customers, accounts, trucks, jobs): GET vouchers/…. */

/** GET vouchers/customers_details: every active customer, for the customer or supplier search. */
export function useCustomerChoices() {
  return useQuery({
    queryKey: ['voucher-customers'],
    queryFn: ({ signal }) =>
      apiRequest({ path: 'vouchers/customers_details', schema: lookupEnvelope(customerLookup), signal }),
  });
}

/**
 * GET vouchers/account_details?search=: accounts matching what the user typed, once it is long enough.
 * For a document's line (`line`), without the control accounts and, on a sale, the income ones first.
 */
export function useAccountChoices(search: string, minLetters: number, line?: DocumentLineKind) {
  const path = (typed: string) =>
    `vouchers/account_details?search=${typed}${line === undefined ? '' : `&line=${line}`}`;
  return useTypedSearch(`voucher-accounts-${line ?? 'any'}`, path, search, minLetters, lookupEnvelope(accountLookup));
}

/** What the user typed, trimmed, asked for once it is long enough (its path takes it URL-encoded). */
function useTypedSearch<T>(
  key: string,
  path: (typed: string) => string,
  search: string,
  minLetters: number,
  schema: ResponseParser<T>,
) {
  const typed = search.trim();
  return useQuery({
    queryKey: [key, typed],
    enabled: typed.length >= minLetters,
    queryFn: ({ signal }) => apiRequest({ path: path(encodeURIComponent(typed)), schema, signal }),
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
  const path = (typed: string) => `vouchers/find_job?job_number=${typed}`;
  return useTypedSearch('voucher-jobs', path, search, JOB_SEARCH_MIN_LETTERS, lookupEnvelope(jobLookup));
}
