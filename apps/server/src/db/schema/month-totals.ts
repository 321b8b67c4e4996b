import { date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bigNumber, fils } from './columns';

/**
 * Per month, the job counts and amounts the dashboard reads, kept by triggers on jobs and expenses
 * in the same transaction as every write (migration 0005) and added in at its commit (migration 0033),
 * so a year of a million-job ledger is a few thousand rows to add up instead of a hundred thousand jobs.
 *
 * dimension: 'jobs', 'taxi_jobs' and 'not_invoiced_jobs' (member 0; the last is the jobs whose invoice
 * is not posted, migration 0030), 'customer_jobs', 'driver_jobs', 'truck_jobs' (the
 * member's id), 'truck_expenses' (the truck's id, 0 for expenses without a truck).
 */
export const monthTotals = pgTable(
  'month_totals',
  {
    month: date('month').notNull(),
    dimension: text('dimension').notNull(),
    memberId: bigNumber('member_id').notNull(),
    itemCount: bigNumber('item_count').notNull(),
    amountFils: fils('amount_fils'),
  },
  (t) => [primaryKey({ name: 'month_totals_pk', columns: [t.dimension, t.month, t.memberId] })],
);

/**
 * What each open transaction has changed in month_totals so far: the triggers of jobs and expenses note
 * their changes here, and the transaction adds them up into month_totals as its last act, so the months'
 * hot rows are locked only while it commits, not while its caller goes on (migration 0033). Unlogged and
 * always empty between transactions.
 */
export const monthTotalMoves = pgTable(
  'month_total_moves',
  {
    txid: text('txid').notNull(),
    month: date('month').notNull(),
    dimension: text('dimension').notNull(),
    memberId: bigNumber('member_id').notNull(),
    itemCount: bigNumber('item_count').notNull(),
    amountFils: fils('amount_fils'),
  },
  (t) => [index('month_total_moves_txid_idx').on(t.txid)],
);
