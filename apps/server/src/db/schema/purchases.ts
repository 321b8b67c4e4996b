import { boolean, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { serialId, fils, requiredRef, optionalRef, documentBookkeeping, documentHeader, lineEntry } from './columns';
import { jobs } from './jobs';
import { accounts, customers, trucks } from './masterdata';

/** A purchase voucher from a supplier (a customer record). Totals are the signed sums of its items. */
export const purchases = pgTable(
  'purchases',
  {
    ...documentHeader(),
    supplierId: requiredRef('supplier_id', () => customers.id),
    reference: text('reference').notNull(),
    referenceDate: date('reference_date', { mode: 'string' }),
    narration: text('narration'),
    /** When it falls due; set on opening items (from the old books), else its date + the party's terms. */
    dueDate: date('due_date', { mode: 'string' }),
    /** An open item brought in by the opening balances: posted as it is, against Opening Balance Equity. */
    opening: boolean('opening').notNull().default(false),
    ...documentBookkeeping(),
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
    id: serialId(),
    purchaseId: requiredRef('purchase_id', () => purchases.id),
    ...lineEntry(),
    accountId: requiredRef('account_id', () => accounts.id),
    vatableFils: fils('vatable_fils'),
    vatFils: fils('vat_fils'),
    signedVatableFils: fils('signed_vatable_fils'),
    signedTotalFils: fils('signed_total_fils'),
    truckId: optionalRef('truck_id', () => trucks.id),
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
    itemId: requiredRef('item_id', () => purchaseItems.id),
    jobId: requiredRef('job_id', () => jobs.id),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.jobId] }), index('purchase_item_jobs_job_idx').on(t.jobId)],
);
