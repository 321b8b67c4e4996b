import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, customers } from './masterdata';
import { jobs } from './jobs';
import { users } from './users';

/**
 * A request from operations to invoice some jobs of one customer. Pending until accounting accepts
 * it into an invoice; the jobs it holds are 'requested' meanwhile.
 */
export const invoiceRequests = pgTable('invoice_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  requestNumber: bigint('request_number', { mode: 'number' }).notNull().unique(),
  customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
  requestedDate: date('requested_date', { mode: 'string' }).notNull(),
  /** 'pending', then 'accepted' once turned into an invoice. */
  status: text('status').notNull().default('pending'),
  invoiceId: bigint('invoice_id', { mode: 'number' }),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invoiceRequestJobs = pgTable(
  'invoice_request_jobs',
  {
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => invoiceRequests.id),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.jobId] }), index('invoice_request_jobs_job_idx').on(t.jobId)],
);

/** A tax invoice. Totals are the sums of its lines, recomputed by the server on every save. */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: bigint('number', { mode: 'number' }).notNull().unique(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    date: date('date', { mode: 'string' }).notNull(),
    reference: text('reference'),
    narration: text('narration'),
    vatableFils: bigint('vatable_fils', { mode: 'number' }).notNull().default(0),
    vatFils: bigint('vat_fils', { mode: 'number' }).notNull().default(0),
    totalFils: bigint('total_fils', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('Created'),
    requestId: bigint('request_id', { mode: 'number' }),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoices_customer_date_idx').on(t.customerId, t.date), index('invoices_date_idx').on(t.date)],
);

/** One line: manual or job-based (credit, revenue) or a discount (debit, account 37). */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id),
    position: integer('position').notNull(),
    /** 'manual', 'job' or 'discount'. */
    kind: text('kind').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitFils: bigint('unit_fils', { mode: 'number' }).notNull(),
    vatPercent: integer('vat_percent').notNull(),
    vatableFils: bigint('vatable_fils', { mode: 'number' }).notNull(),
    vatFils: bigint('vat_fils', { mode: 'number' }).notNull(),
    totalFils: bigint('total_fils', { mode: 'number' }).notNull(),
    crDr: text('cr_dr').notNull(),
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
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => invoiceItems.id),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
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

/**
 * A tax credit note: how a Posted invoice is cancelled, since an issued tax invoice is corrected, not
 * erased. Its own number sequence; one per invoice, for the full amount.
 */
export const creditNotes = pgTable('credit_notes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  number: bigint('number', { mode: 'number' }).notNull().unique(),
  invoiceId: bigint('invoice_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => invoices.id),
  date: date('date', { mode: 'string' }).notNull(),
  vatableFils: bigint('vatable_fils', { mode: 'number' }).notNull(),
  vatFils: bigint('vat_fils', { mode: 'number' }).notNull(),
  totalFils: bigint('total_fils', { mode: 'number' }).notNull(),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
