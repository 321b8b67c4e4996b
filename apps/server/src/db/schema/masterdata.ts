import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { serialId, requiredRef, optionalRef, versioned } from './columns';
import { users } from './users';

/** What every master record keeps besides its own fields: whether it is offered for new work, and its version. */
const masterRecord = () => ({ active: boolean('active').notNull().default(true), ...versioned() });

/** A name or number unique as typed: whatever its case and the spaces around it. */
const uniqueTyped = (name: string, column: AnyPgColumn) => uniqueIndex(name).on(sql`lower(btrim(${column}))`);

/** Customers; also the suppliers of purchase vouchers. */
export const customers = pgTable(
  'customers',
  {
    id: serialId(),
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
    /** Days from an invoice's date to its due date (the receivables aging). */
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    /** Opted in to the daily overdue reminders by e-mail. */
    overdueReminders: boolean('overdue_reminders').notNull().default(false),
    ...masterRecord(),
  },
  (t) => [uniqueTyped('customers_name_unique', t.name)],
);

export const trucks = pgTable(
  'trucks',
  {
    id: serialId(),
    number: text('number').notNull(),
    ...masterRecord(),
  },
  (t) => [uniqueTyped('trucks_number_unique', t.number)],
);

export const drivers = pgTable(
  'drivers',
  {
    id: serialId(),
    name: text('name').notNull(),
    truckId: optionalRef('truck_id', () => trucks.id),
    userId: optionalRef('user_id', () => users.id),
    ...masterRecord(),
  },
  (t) => [
    uniqueTyped('drivers_name_unique', t.name),
    uniqueIndex('drivers_user_unique').on(t.userId),
    index('drivers_truck_idx').on(t.truckId),
  ],
);

/** The chart of accounts; dr_cr is the account's natural side, type its place in the statements. */
export const accounts = pgTable(
  'accounts',
  {
    id: serialId(),
    /** The account's number in the chart (1100 Cash GL …), unique. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** 'asset', 'liability', 'equity', 'income' or 'expense'. */
    type: text('type').notNull(),
    drCr: text('dr_cr').notNull(),
    active: boolean('active').notNull().default(true),
    /**
     * An account a posting rule uses by id (25–28, 36–45): it keeps its type and side and stays
     * active (docs/architecture.md, "The books").
     */
    fixed: boolean('fixed').notNull().default(false),
    ...versioned(),
  },
  (t) => [uniqueIndex('accounts_code_unique').on(sql`lower(${t.code})`)],
);

/** Expense charge types, grouped under accounts for the expense_total report. */
export const charges = pgTable(
  'charges',
  {
    id: serialId(),
    name: text('name').notNull(),
    accountId: requiredRef('account_id', () => accounts.id),
    ...masterRecord(),
  },
  (t) => [uniqueTyped('charges_name_unique', t.name), index('charges_account_idx').on(t.accountId)],
);
