import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, fils, optionalRef, editTrail } from './columns';
import { customers, drivers, trucks } from './masterdata';

/**
 * A transport job. invoice_status: null/'pending' open, 'requested' after an invoice request,
 * 'processing' on an unposted invoice, 'finished' once posted.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serialId(),
    date: date('date').notNull(),
    jobNumber: text('job_number'),
    container: text('container'),
    reference: text('reference'),
    isLoseContainer: boolean('is_lose_container').notNull().default(false),
    description: text('description').notNull(),
    customerId: optionalRef('customer_id', () => customers.id),
    careOf: text('care_of'),
    isTaxi: boolean('is_taxi').notNull().default(false),
    taxiName: text('taxi_name'),
    taxiChargeFils: fils('taxi_charge_fils').default(0),
    driverId: optionalRef('driver_id', () => drivers.id),
    truckId: optionalRef('truck_id', () => trucks.id),
    chargeFils: fils('charge_fils').default(0),
    extraAmountFils: fils('extra_amount_fils').default(0),
    extraDescription: text('extra_description'),
    relatedNote: text('related_note'),
    invoiceStatus: text('invoice_status'),
    ...editTrail(),
  },
  (t) => [
    index('jobs_date_idx').on(t.date, t.id),
    index('jobs_customer_date_idx').on(t.customerId, t.date),
    index('jobs_driver_date_idx').on(t.driverId, t.date),
    index('jobs_truck_date_idx').on(t.truckId, t.date),
    index('jobs_invoice_status_idx').on(t.invoiceStatus),
    index('jobs_job_number_trgm').using('gin', sql`lower(${t.jobNumber}) gin_trgm_ops`),
    /** An expense names its job by number: the newest job of that number, found at once. */
    index('jobs_job_number_date_idx').on(t.jobNumber, t.date.desc(), t.id.desc()),
    index('jobs_container_trgm').using('gin', sql`lower(${t.container}) gin_trgm_ops`),
    index('jobs_description_trgm').using('gin', sql`lower(${t.description}) gin_trgm_ops`),
    index('jobs_care_of_trgm').using('gin', sql`lower(${t.careOf}) gin_trgm_ops`),
    index('jobs_container_date_idx').on(sql`upper(${t.container})`, t.date),
  ],
);
