import {
  agingResponse,
  generalLedgerResponse,
  trialBalanceResponse,
  vatReturnResponse,
  type BooksPeriod,
} from '@fleetledger/shared/ledger/books.contract';
import { payablesAgingResponse } from '@fleetledger/shared/ledger/payables.contract';
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

export const useVatReturn = (period: BooksPeriod) => useBooksCall('vat_return', period, vatReturnResponse);
