import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Customers; also the suppliers of purchase vouchers. */
export const customers = pgTable(
  'customers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    crName: text('cr_name'),
    flat: text('flat'),
    building: text('building'),
    road: text('road'),
    block: text('block'),
    city: text('city'),
    email: text('email'),
    mobile: text('mobile'),
    vatNumber: text('vat_number'),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('customers_name_unique').on(sql`lower(btrim(${t.name}))`)],
);

export const trucks = pgTable(
  'trucks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: text('number').notNull(),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('trucks_number_unique').on(sql`lower(btrim(${t.number}))`)],
);

export const drivers = pgTable(
  'drivers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    truckId: bigint('truck_id', { mode: 'number' }).references(() => trucks.id),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('drivers_name_unique').on(sql`lower(btrim(${t.name}))`),
    uniqueIndex('drivers_user_unique').on(t.userId),
    index('drivers_truck_idx').on(t.truckId),
  ],
);

/** The chart of accounts; dr_cr is the account's natural side. */
export const accounts = pgTable('accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  drCr: text('dr_cr').notNull(),
  active: boolean('active').notNull().default(true),
  /** An account the documents rely on by id (25–28, 37, 39, 40, VAT): it keeps its side and stays active. */
  fixed: boolean('fixed').notNull().default(false),
  version: integer('version').notNull().default(1),
  ...timestamps,
});

/** Expense charge types, grouped under accounts for the expense_total report. */
export const charges = pgTable(
  'charges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('charges_name_unique').on(sql`lower(btrim(${t.name}))`),
    index('charges_account_idx').on(t.accountId),
  ],
);
