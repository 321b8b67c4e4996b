import { bigint, bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';
import { accounts, customers, trucks } from './masterdata';
import { users } from './users';

/** A purchase voucher from a supplier (a customer record). Totals are the signed sums of its items. */
export const purchases = pgTable(
  'purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: bigint('number', { mode: 'number' }).notNull().unique(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    date: date('date', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    referenceDate: date('reference_date', { mode: 'string' }),
    narration: text('narration'),
    vatableFils: bigint('vatable_fils', { mode: 'number' }).notNull().default(0),
    vatFils: bigint('vat_fils', { mode: 'number' }).notNull().default(0),
    totalFils: bigint('total_fils', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('Created'),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchases_date_idx').on(t.date), index('purchases_supplier_idx').on(t.supplierId, t.date)],
);

/**
 * One account line. The signed amounts follow the account's natural side: positive when the item's
 * DR/CR matches it, negative otherwise; VAT adds on a debit item and subtracts on a credit item.
 */
export const purchaseItems = pgTable(
  'purchase_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purchaseId: bigint('purchase_id', { mode: 'number' })
      .notNull()
      .references(() => purchases.id),
    position: integer('position').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitFils: bigint('unit_fils', { mode: 'number' }).notNull(),
    vatPercent: integer('vat_percent').notNull(),
    crDr: text('cr_dr').notNull(),
    vatableFils: bigint('vatable_fils', { mode: 'number' }).notNull(),
    vatFils: bigint('vat_fils', { mode: 'number' }).notNull(),
    signedVatableFils: bigint('signed_vatable_fils', { mode: 'number' }).notNull(),
    signedTotalFils: bigint('signed_total_fils', { mode: 'number' }).notNull(),
    truckId: bigint('truck_id', { mode: 'number' }).references(() => trucks.id),
  },
  (t) => [
    index('purchase_items_purchase_idx').on(t.purchaseId, t.position),
    index('purchase_items_truck_idx').on(t.truckId),
  ],
);

/** The jobs an item is for, by id: job numbers repeat across the job table. */
export const purchaseItemJobs = pgTable(
  'purchase_item_jobs',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => purchaseItems.id),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.jobId] }), index('purchase_item_jobs_job_idx').on(t.jobId)],
);
