import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, drivers, trucks } from './masterdata';
import { users } from './users';

/**
 * A transport job. invoice_status: null/'pending' open, 'requested' after an invoice request,
 * 'processing' on an unposted invoice, 'finished' once posted.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    date: date('date').notNull(),
    jobNumber: text('job_number'),
    container: text('container'),
    reference: text('reference'),
    isLoseContainer: boolean('is_lose_container').notNull().default(false),
    description: text('description').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
    careOf: text('care_of'),
    isTaxi: boolean('is_taxi').notNull().default(false),
    taxiName: text('taxi_name'),
    taxiChargeFils: bigint('taxi_charge_fils', { mode: 'number' }).notNull().default(0),
    driverId: bigint('driver_id', { mode: 'number' }).references(() => drivers.id),
    truckId: bigint('truck_id', { mode: 'number' }).references(() => trucks.id),
    chargeFils: bigint('charge_fils', { mode: 'number' }).notNull().default(0),
    extraAmountFils: bigint('extra_amount_fils', { mode: 'number' }).notNull().default(0),
    extraDescription: text('extra_description'),
    relatedNote: text('related_note'),
    invoiceStatus: text('invoice_status'),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_date_idx').on(t.date, t.id),
    index('jobs_customer_date_idx').on(t.customerId, t.date),
    index('jobs_driver_date_idx').on(t.driverId, t.date),
    index('jobs_truck_date_idx').on(t.truckId, t.date),
    index('jobs_invoice_status_idx').on(t.invoiceStatus),
    index('jobs_job_number_trgm').using('gin', sql`lower(${t.jobNumber}) gin_trgm_ops`),
    index('jobs_container_trgm').using('gin', sql`lower(${t.container}) gin_trgm_ops`),
    index('jobs_description_trgm').using('gin', sql`lower(${t.description}) gin_trgm_ops`),
    index('jobs_care_of_trgm').using('gin', sql`lower(${t.careOf}) gin_trgm_ops`),
    index('jobs_container_date_idx').on(sql`upper(${t.container})`, t.date),
  ],
);
