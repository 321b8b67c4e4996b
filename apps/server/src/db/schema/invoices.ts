import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  serialId,
  bigNumber,
  fils,
  requiredRef,
  optionalRef,
  moment,
  vatAmounts,
  documentBookkeeping,
  documentHeader,
  lineEntry,
} from './columns';
import { accounts, customers } from './masterdata';
import { jobs } from './jobs';
import { users } from './users';

/**
 * A request from operations to invoice some jobs of one customer. Pending until accounting accepts
 * it into an invoice; the jobs it holds are 'requested' meanwhile.
 */
export const invoiceRequests = pgTable('invoice_requests', {
  id: serialId(),
  requestNumber: bigNumber('request_number').notNull().unique(),
  customerId: optionalRef('customer_id', () => customers.id),
  requestedDate: date('requested_date', { mode: 'string' }).notNull(),
  /** 'pending', then 'accepted' once turned into an invoice. */
  status: text('status').notNull().default('pending'),
  invoiceId: bigNumber('invoice_id'),
  createdBy: optionalRef('created_by', () => users.id),
  createdAt: moment('created_at'),
});

export const invoiceRequestJobs = pgTable(
  'invoice_request_jobs',
  {
    requestId: requiredRef('request_id', () => invoiceRequests.id),
    jobId: requiredRef('job_id', () => jobs.id),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.jobId] }), index('invoice_request_jobs_job_idx').on(t.jobId)],
);

/** A tax invoice. Totals are the sums of its lines, recomputed by the server on every save. */
export const invoices = pgTable(
  'invoices',
  {
    ...documentHeader(),
    customerId: requiredRef('customer_id', () => customers.id),
    reference: text('reference'),
    narration: text('narration'),
    requestId: bigNumber('request_id'),
    /** When it falls due; set on opening items (from the old books), else its date + the party's terms. */
    dueDate: date('due_date', { mode: 'string' }),
    /** An open item brought in by the opening balances: posted as it is, against Opening Balance Equity. */
    opening: boolean('opening').notNull().default(false),
    ...documentBookkeeping(),
  },
  (t) => [index('invoices_customer_date_idx').on(t.customerId, t.date), index('invoices_date_idx').on(t.date)],
);

/** One line: manual or job-based (credit, revenue) or a discount (debit, account 37). */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serialId(),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    ...lineEntry(),
    /** 'manual', 'job' or 'discount'. */
    kind: text('kind').notNull(),
    accountId: requiredRef('account_id', () => accounts.id),
    ...vatAmounts(),
  },
  (t) => [index('invoice_items_invoice_idx').on(t.invoiceId, t.position)],
);

/**
 * The jobs a line invoices, with the amount each carried at the time. A job is on at most one line
 * of one invoice that is not cancelled: the database refuses a second one.
 */
export const invoiceItemJobs = pgTable(
  'invoice_item_jobs',
  {
    itemId: requiredRef('item_id', () => invoiceItems.id),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    jobId: requiredRef('job_id', () => jobs.id),
    amountFils: fils('amount_fils'),
    /** False once the invoice is cancelled, which frees the job for another invoice. */
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.jobId] }),
    uniqueIndex('invoice_item_jobs_live_job')
      .on(t.jobId)
      .where(sql`${t.live}`),
    index('invoice_item_jobs_invoice_idx').on(t.invoiceId),
  ],
);
