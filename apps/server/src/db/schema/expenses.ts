import { bigint, bigserial, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { charges, drivers, trucks } from './masterdata';
import { users } from './users';

export const expenses = pgTable(
  'expenses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    date: date('date').notNull(),
    chargeId: bigint('charge_id', { mode: 'number' })
      .notNull()
      .references(() => charges.id),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    reference: text('reference'),
    /** 'general' or 'driver_truck'. */
    type: text('type').notNull(),
    driverId: bigint('driver_id', { mode: 'number' }).references(() => drivers.id),
    truckId: bigint('truck_id', { mode: 'number' }).references(() => trucks.id),
    jobNumber: text('job_number'),
    dueDate: date('due_date'),
    /** 'paid', 'pending' or 'requested'. */
    status: text('status').notNull(),
    company: text('company'),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expenses_date_idx').on(t.date, t.id),
    index('expenses_charge_date_idx').on(t.chargeId, t.date),
    index('expenses_truck_date_idx').on(t.truckId, t.date),
  ],
);
