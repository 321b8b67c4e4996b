import {
  balanceSheetResponse,
  profitAndLossResponse,
} from '@fleetledger/shared/financial-statements/financial-statements.contract';
import type { Comparison } from '@fleetledger/shared/financial-statements/financial-statements.rules';
import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { booksPdfUrl, useBooksCall, type BooksQuery } from '../../../lib/books/books-call';

/** The profit and loss's query: the period, and what it is compared with when anything is. */
const profitAndLossQuery = (period: BooksPeriod, compare: Comparison | null): BooksQuery =>
  compare === null ? { ...period } : { ...period, compare };

export const useProfitAndLoss = (period: BooksPeriod, compare: Comparison | null) =>
  useBooksCall('profit_and_loss', profitAndLossQuery(period, compare), profitAndLossResponse);

export const useBalanceSheet = (date: string) => useBooksCall('balance_sheet', { date }, balanceSheetResponse);

export const profitAndLossPdfUrl = (period: BooksPeriod, compare: Comparison | null, download = false) =>
  booksPdfUrl('profit_and_loss', profitAndLossQuery(period, compare), download);

export const balanceSheetPdfUrl = (date: string, download = false) => booksPdfUrl('balance_sheet', { date }, download);
