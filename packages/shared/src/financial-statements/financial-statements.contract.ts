import { z } from 'zod';
import { numbers } from '../contract-fields';
import { isoDate } from '../dates';
import { BOOKS_ACCOUNT_FIELDS } from '../ledger/books.contract';
import { reportedPeriod, reportRange } from '../reports/reports.contract';
import { COMPARISONS } from './financial-statements.rules';

/*
 * The financial statements (Admin only), read from the ledger and computed, so no closing entry is ever
 * needed: GET /api/transportation/books/{profit_and_loss, balance_sheet} and their `…_pdf` twins
 * (`&download=1` saves the file). Money in BD.
 */

export const FINANCIAL_STATEMENTS_MESSAGES = {
  dateRequired: 'Date is required',
  comparison: 'Compare with previous_period or previous_year',
} as const;

/** The line of the balance sheet that no account holds: the profit of the financial year so far. */
export const CURRENT_YEAR_EARNINGS = 'Current Year Earnings';

/** A period, and what to set beside it; an empty compare asks for none. */
export const profitAndLossQuery = z.intersection(
  reportRange,
  z.object({
    compare: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(COMPARISONS, { error: FINANCIAL_STATEMENTS_MESSAGES.comparison }).optional(),
    ),
  }),
);
export type ProfitAndLossQuery = z.infer<typeof profitAndLossQuery>;

// Profit and loss: each income account's credits less debits, each expense account's debits less
// credits, over the period (and the comparison period's beside it); the net profit is income less
// expenses.
export const profitAndLossLine = z.object({
  ...BOOKS_ACCOUNT_FIELDS,
  amount: z.number(),
  /** The comparison period's amount; null when nothing is compared. */
  compare_amount: z.number().nullable(),
});
export const profitAndLossSection = z.object({
  rows: z.array(profitAndLossLine),
  total: z.number(),
  compare_total: z.number().nullable(),
});
export const profitAndLossResponse = z.object({
  success: z.literal(true),
  ...reportedPeriod.shape,
  compare: reportedPeriod.extend({ kind: z.enum(COMPARISONS) }).nullable(),
  income: profitAndLossSection,
  expenses: profitAndLossSection,
  /** Income less expenses: negative is a loss. */
  net_profit: z.number(),
  compare_net_profit: z.number().nullable(),
});
export type ProfitAndLoss = z.infer<typeof profitAndLossResponse>;
export type ProfitAndLossSection = z.infer<typeof profitAndLossSection>;

export const balanceSheetQuery = z.object({ date: isoDate(FINANCIAL_STATEMENTS_MESSAGES.dateRequired) });

// Balance sheet as on a date: assets at their debit balance, liabilities and equity at their credit
// balance. Equity adds what no account holds: Retained Earnings is that account's balance plus the
// profit of every financial year before the date's, and Current Year Earnings the profit from the
// financial year's first day to the date. Total assets always equal liabilities plus equity.
export const balanceSheetLine = z.object({
  /** null: Current Year Earnings, computed and held by no account. */
  account_id: z.number().nullable(),
  account_code: z.string().nullable(),
  account_name: z.string(),
  amount: z.number(),
});
export const balanceSheetSection = z.object({ rows: z.array(balanceSheetLine), total: z.number() });
export const balanceSheetResponse = z.object({
  success: z.literal(true),
  date: z.string(),
  /** The first day of the date's financial year (the calendar year). */
  financial_year_start: z.string(),
  assets: balanceSheetSection,
  liabilities: balanceSheetSection,
  equity: balanceSheetSection,
  ...numbers('retained_earnings', 'current_year_earnings', 'total_liabilities_and_equity'),
});
export type BalanceSheet = z.infer<typeof balanceSheetResponse>;
export type BalanceSheetSection = z.infer<typeof balanceSheetSection>;
