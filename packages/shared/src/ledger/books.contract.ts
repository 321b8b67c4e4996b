import { z } from 'zod';
import { numbers, textsOrNull } from '../contract-fields';
import { isoDate } from '../dates';
import { requiredId } from '../contract-fields';
import { reportedPeriod, reportRange } from '../reports/reports.contract';
import { ACCOUNT_TYPES } from '../masterdata/masterdata.contract';
import { LEDGER_SOURCE_KINDS } from './ledger-accounts';

/*
 * The books (Admin only): every figure is read from the ledger, money in BD. Calls answer at
 * /api/transportation/books/{name}; each query is GET.
 */

export const BOOKS_MESSAGES = {
  accountNotFound: 'Account not found',
  customerNotFound: 'Customer not found',
  dateRequired: 'Date is required',
  bucketRequired: 'Choose an aging bucket: not_due, days_1_30, days_31_60, days_61_90 or over_90',
} as const;

/** A period: from and to, as every ranged report takes it. */
export const booksPeriodQuery = reportRange;
export type BooksPeriod = z.infer<typeof booksPeriodQuery>;

/**
 * The day a period's closing balance is struck: its last day, or today while the period runs on ("This
 * year" closes on today's figures, not on a 31/12 still to come), never before its first day.
 */
export function closingDate({ from, to }: BooksPeriod, today: string): string {
  if (to <= today) return to;
  return today < from ? from : today;
}

/** An account as the books' reports name it: its id, its code in the chart and its name. */
export const BOOKS_ACCOUNT_FIELDS = { account_id: z.number(), account_code: z.string(), account_name: z.string() };

// Trial balance: per account, the balance before the period, the period's movement and the balance at
// its end, each balance on its side. Totals balance: debits equal credits in every column.
export const trialBalanceRow = z.object({
  ...BOOKS_ACCOUNT_FIELDS,
  /** Where the account stands in the statements: asset, liability, equity, income or expense. */
  type: z.enum(ACCOUNT_TYPES),
  dr_cr: z.string(),
  ...numbers('opening_debit', 'opening_credit', 'debit', 'credit', 'closing_debit', 'closing_credit'),
});
export const trialBalanceResponse = z.object({
  success: z.literal(true),
  ...reportedPeriod.shape,
  rows: z.array(trialBalanceRow),
  totals: z.object(numbers('opening_debit', 'opening_credit', 'debit', 'credit', 'closing_debit', 'closing_credit')),
});
export type TrialBalance = z.infer<typeof trialBalanceResponse>;

// General ledger of one account: its lines in the period with a running balance (debit positive).
export const GENERAL_LEDGER_PAGE_SIZE = 200;
export const generalLedgerQuery = z.intersection(
  reportRange,
  z.object({
    account_id: requiredId('Account'),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  }),
);
export const generalLedgerRow = z.object({
  line_id: z.number(),
  entry_id: z.number(),
  date: z.string(),
  source_kind: z.enum(LEDGER_SOURCE_KINDS),
  source_number: z.string(),
  memo: z.string(),
  ...textsOrNull('party_name', 'truck_number', 'job_number'),
  ...numbers('debit', 'credit', 'balance'),
});
export const generalLedgerResponse = z.object({
  success: z.literal(true),
  account: z.object({ id: z.number(), name: z.string(), dr_cr: z.string() }),
  ...reportedPeriod.shape,
  /** The closing balance's day (closingDate). */
  closing_date: z.string(),
  /** Debit positive, as is every balance here. */
  ...numbers('opening_balance', 'total_debit', 'total_credit', 'closing_balance'),
  page: z.number(),
  page_count: z.number(),
  line_count: z.number(),
  rows: z.array(generalLedgerRow),
});
export type GeneralLedger = z.infer<typeof generalLedgerResponse>;

// A statement of account (a customer's or a supplier's): the balance before the period, each document
// that moved it, the balance at its end, and what they hold of the payments that no document took.
export const statementParty = z.object({ id: z.number(), name: z.string(), cr_name: z.string().nullable() });
export const statementRow = z.object({
  date: z.string(),
  source_kind: z.enum(LEDGER_SOURCE_KINDS),
  source_number: z.string(),
  /**
   * Invoice, Credit note, Receipt, Purchase, Payment, Expense, Expense paid, or the reversal of one; a
   * purchase with its supplier's bill number, an opening item by its old number ("Opening bill Z-442",
   * dated on its own date).
   */
  description: z.string(),
  ...numbers('debit', 'credit', 'balance'),
});
/** What every statement holds besides whose it is. */
export const statementFigures = z.object({
  ...reportedPeriod.shape,
  /** The closing balance's day (closingDate). */
  closing_date: z.string(),
  ...numbers('opening_balance', 'total_debit', 'total_credit', 'closing_balance', 'unallocated_advance'),
  rows: z.array(statementRow),
});
export type StatementFigures = z.infer<typeof statementFigures>;

/** A statement's answer: whose it is under the side's name (`customer`, `supplier`), then its figures. */
export function statementResponseOf<Side extends 'customer' | 'supplier'>(side: Side) {
  const party = { [side]: statementParty } as Record<Side, typeof statementParty>;
  return z.object({ success: z.literal(true), ...party, ...statementFigures.shape });
}

// Customer statement: balances are what the customer owes (debits raise them, credits lower them).
export const customerStatementQuery = z.intersection(reportRange, z.object({ customer_id: requiredId('Customer') }));
export const customerStatementResponse = statementResponseOf('customer');
export type CustomerStatement = z.infer<typeof customerStatementResponse>;

// Receivables aging on a date: each customer's open invoices by days past their due date (invoice date
// + the customer's payment terms), their unallocated advance, and the balance (buckets − advance).
export const agingQuery = z.object({ date: isoDate(BOOKS_MESSAGES.dateRequired) });
export const AGING_BUCKETS = ['not_due', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
/** A party's figures by age, or their totals: each bucket, the advance, and the balance (buckets − advance). */
export const agingFigures = z.object(numbers(...AGING_BUCKETS, 'advance', 'balance'));
export type AgingFigures = z.infer<typeof agingFigures>;

/**
 * An aging's answer on its date: a row per party (its id and name under the side's names, its terms,
 * its figures by age) and the totals.
 */
export function agingOf<Side extends 'customer' | 'supplier'>(side: Side) {
  const party = { [`${side}_id`]: z.number(), [`${side}_name`]: z.string() } as Record<`${Side}_id`, z.ZodNumber> &
    Record<`${Side}_name`, z.ZodString>;
  const row = z.object({ ...party, payment_terms_days: z.number(), ...agingFigures.shape });
  return {
    row,
    response: z.object({ success: z.literal(true), date: z.string(), rows: z.array(row), totals: agingFigures }),
  };
}
/** What an aging's item is: the document whose open amount it is. */
export const AGING_ITEM_KINDS = ['invoice', 'journal', 'purchase', 'expense'] as const;

/**
 * An aging's bucket opened (`receivables_aging_items`, `payables_aging_items`): one party's open items
 * in one bucket on the date, read with the aging's own rule, so they add up to its figure exactly.
 */
export function agingItemsOf<Side extends 'customer' | 'supplier'>(side: Side, label: 'Customer' | 'Supplier') {
  const partyId = { [`${side}_id`]: requiredId(label) } as Record<`${Side}_id`, ReturnType<typeof requiredId>>;
  const party = { [side]: z.object({ id: z.number(), name: z.string() }) } as Record<
    Side,
    z.ZodObject<{ id: z.ZodNumber; name: z.ZodString }>
  >;
  return {
    query: z.object({
      date: isoDate(BOOKS_MESSAGES.dateRequired),
      ...partyId,
      bucket: z.enum(AGING_BUCKETS, { error: BOOKS_MESSAGES.bucketRequired }),
    }),
    response: z.object({
      success: z.literal(true),
      date: z.string(),
      bucket: z.enum(AGING_BUCKETS),
      ...party,
      rows: z.array(
        z.object({
          source_kind: z.enum(AGING_ITEM_KINDS),
          /** The document's number (an expense's id), as its page takes it. */
          number: z.number(),
          /** As printed: INV-ARG-12, JV-ARG-3, PV-ARG-7, or the expense's id. */
          document: z.string(),
          date: z.string(),
          due_date: z.string(),
          /** Days from the due date to the aging's date; 0 or less is not due yet. */
          days_overdue: z.number(),
          open_amount: z.number(),
        }),
      ),
      total: z.number(),
    }),
  };
}

const receivablesAging = agingOf('customer');
export const agingRow = receivablesAging.row;
export const agingResponse = receivablesAging.response;
export type Aging = z.infer<typeof agingResponse>;
const receivablesAgingItems = agingItemsOf('customer', 'Customer');
export const receivablesAgingItemsQuery = receivablesAgingItems.query;
export const receivablesAgingItemsResponse = receivablesAgingItems.response;
export type ReceivablesAgingItems = z.infer<typeof receivablesAgingItemsResponse>;

// Profit per truck or driver: revenue of the jobs they carried (from the ledger) less the expenses and
// purchases tagged to them; what no truck or driver carried is unassigned, and the totals count it, so
// they are the profit and loss statement's figures for the period.
export const PROFIT_SUBJECTS = ['truck', 'driver'] as const;
export const profitQuery = z.intersection(reportRange, z.object({ by: z.enum(PROFIT_SUBJECTS).default('truck') }));
export const profitRow = z.object({
  id: z.number(),
  name: z.string(),
  ...numbers('revenue', 'expenses', 'purchases', 'profit'),
});
export const profitResponse = z.object({
  success: z.literal(true),
  by: z.enum(PROFIT_SUBJECTS),
  ...reportedPeriod.shape,
  rows: z.array(profitRow),
  /** The lines of no truck (or no driver): a manual invoice line, a discount, an office expense. */
  unassigned: z.object(numbers('revenue', 'expenses', 'purchases', 'profit')),
  totals: z.object(numbers('revenue', 'expenses', 'purchases', 'profit')),
});
export type Profit = z.infer<typeof profitResponse>;
