import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  agingResponse,
  customerStatementResponse,
  generalLedgerResponse,
  profitResponse,
  trialBalanceResponse,
  vatReturnResponse,
  type BooksPeriod,
} from '@fleetledger/shared/ledger/books.contract';
import type { ProfitSubject } from '../model/profit-view';
import { API_BASE, apiRequest } from '../../../lib/api-client';

type Query = Record<string, string | number>;

/** 'books/trial_balance?from=…&to=…': every books call is a GET with its query in the address. */
export function booksPath(call: string, query: Query): string {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `books/${call}?${search.toString()}`;
}

/**
 * One books call. An answer already shown stays on screen while the next period loads, so the page
 * does not jump; failures are shown, not retried.
 */
function useBooksCall<T>(call: string, query: Query | null, schema: z.ZodType<T>) {
  return useQuery({
    queryKey: ['books', call, query],
    queryFn: query === null ? skipToken : ({ signal }) => apiRequest({ path: booksPath(call, query), schema, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const useTrialBalance = (period: BooksPeriod) => useBooksCall('trial_balance', period, trialBalanceResponse);

export const useGeneralLedger = (accountId: number | null, period: BooksPeriod, page: number) =>
  useBooksCall(
    'general_ledger',
    accountId === null ? null : { ...period, account_id: accountId, page },
    generalLedgerResponse,
  );

export const useCustomerStatement = (customerId: number | null, period: BooksPeriod) =>
  useBooksCall(
    'customer_statement',
    customerId === null ? null : { customer_id: customerId, ...period },
    customerStatementResponse,
  );

/** The statement as a PDF, opened by the browser itself (a link, not a fetch). */
export function customerStatementPdfUrl(customerId: number, period: BooksPeriod, download = false): string {
  const query: Query = { customer_id: customerId, ...period };
  if (download) query.download = 1;
  return `${API_BASE}${booksPath('customer_statement_pdf', query)}`;
}

export const useReceivablesAging = (date: string | null) =>
  useBooksCall('receivables_aging', date === null ? null : { date }, agingResponse);

export const useVatReturn = (period: BooksPeriod) => useBooksCall('vat_return', period, vatReturnResponse);

export const useProfit = (period: BooksPeriod, by: ProfitSubject) =>
  useBooksCall('profit', { ...period, by }, profitResponse);
