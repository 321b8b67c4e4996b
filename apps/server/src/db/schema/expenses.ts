import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, fils, requiredRef, optionalRef, editTrail } from './columns';
import { accounts, charges, drivers, trucks } from './masterdata';

export const expenses = pgTable(
  'expenses',
  {
    id: serialId(),
    date: date('date').notNull(),
    chargeId: requiredRef('charge_id', () => charges.id),
    /** What the expense cost before VAT: the charge's account bears it. */
    amountFils: fils('amount_fils'),
    /** 10 or 0 when the supplier charged VAT at that rate; null when the expense carries none. */
    vatPercent: integer('vat_percent'),
    /** The input VAT on the amount at its rate (rounded half away from zero); paid with it, reclaimed in box 8. */
    vatFils: fils('vat_fils').default(0),
    supplierVatNumber: text('supplier_vat_number'),
    supplierInvoiceNumber: text('supplier_invoice_number'),
    description: text('description').notNull(),
    reference: text('reference'),
    /** 'general' or 'driver_truck'. */
    type: text('type').notNull(),
    driverId: optionalRef('driver_id', () => drivers.id),
    truckId: optionalRef('truck_id', () => trucks.id),
    jobNumber: text('job_number'),
    dueDate: date('due_date'),
    /** 'paid', 'pending' or 'requested'. */
    status: text('status').notNull(),
    company: text('company'),
    /** The cash or bank account it is paid from (26, 27 or 28): at once when saved as paid, or later. */
    paidFromAccountId: requiredRef('paid_from_account_id', () => accounts.id).default(27),
    /** The company's day it became paid; null while pending or requested. */
    paidOn: date('paid_on', { mode: 'string' }),
    ...editTrail(),
  },
  (t) => [
    index('expenses_date_idx').on(t.date, t.id),
    index('expenses_charge_date_idx').on(t.chargeId, t.date),
    index('expenses_truck_date_idx').on(t.truckId, t.date),
  ],
);
