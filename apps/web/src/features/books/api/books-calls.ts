import {
  agingResponse,
  generalLedgerResponse,
  receivablesAgingItemsResponse,
  trialBalanceResponse,
  type AgingBucket,
  type BooksPeriod,
} from '@fleetledger/shared/ledger/books.contract';
import { payablesAgingItemsResponse, payablesAgingResponse } from '@fleetledger/shared/ledger/payables.contract';
import { useBooksCall } from '../../../lib/books/books-call';

export const useTrialBalance = (period: BooksPeriod) => useBooksCall('trial_balance', period, trialBalanceResponse);

export const useGeneralLedger = (accountId: number | null, period: BooksPeriod, page: number) =>
  useBooksCall(
    'general_ledger',
    accountId === null ? null : { ...period, account_id: accountId, page },
    generalLedgerResponse,
  );

export const useReceivablesAging = (date: string) => useBooksCall('receivables_aging', { date }, agingResponse);

export const usePayablesAging = (date: string) => useBooksCall('payables_aging', { date }, payablesAgingResponse);

/** One party's bucket opened; null until the address names the party and the bucket. */
export type BucketQuery = { partyId: number; bucket: AgingBucket; date: string } | null;

export const useReceivablesAgingItems = (query: BucketQuery) =>
  useBooksCall(
    'receivables_aging_items',
    query === null ? null : { customer_id: query.partyId, bucket: query.bucket, date: query.date },
    receivablesAgingItemsResponse,
  );

export const usePayablesAgingItems = (query: BucketQuery) =>
  useBooksCall(
    'payables_aging_items',
    query === null ? null : { supplier_id: query.partyId, bucket: query.bucket, date: query.date },
    payablesAgingItemsResponse,
  );
