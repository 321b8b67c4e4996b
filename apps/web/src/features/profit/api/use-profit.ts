import { profitResponse, type BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { useBooksCall } from '../../../lib/books/books-call';
import type { ProfitSubject } from '../model/profit-view';

export const useProfit = (period: BooksPeriod, by: ProfitSubject) =>
  useBooksCall('profit', { ...period, by }, profitResponse);
