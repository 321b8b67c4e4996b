import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  documentBookkeeping,
  documentHeader,
  fils,
  moment,
  optionalRef,
  requestKey,
  requiredRef,
  serialId,
} from './columns';
import { accounts, customers, trucks } from './masterdata';
import { users } from './users';

/**
 * A journal voucher: lines an accountant writes by hand (a loan, capital, salaries by transfer,
 * depreciation, a correction). Posting writes its lines as they are; its total is the sum of debits.
 */
export const journals = pgTable(
  'journals',
  {
    ...documentHeader(),
    reference: text('reference'),
    narration: text('narration'),
    ...documentBookkeeping(),
  },
  (t) => [index('journals_date_idx').on(t.date)],
);

/** One line of a journal: exactly one side above zero (checked by the database too). */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: serialId(),
    journalId: requiredRef('journal_id', () => journals.id),
    position: integer('position').notNull(),
    accountId: requiredRef('account_id', () => accounts.id),
    debitFils: fils('debit_fils').default(0),
    creditFils: fils('credit_fils').default(0),
    /** The customer or supplier: required on a receivable or payable line. */
    partyId: optionalRef('party_id', () => customers.id),
    truckId: optionalRef('truck_id', () => trucks.id),
    description: text('description').notNull().default(''),
  },
  (t) => [index('journal_lines_journal_idx').on(t.journalId, t.position)],
);

/** The Idempotency-Key of each journal creation and a hash of its body, as for payments. */
export const journalRequestKeys = pgTable('journal_request_keys', {
  ...requestKey(),
  journalId: optionalRef('journal_id', () => journals.id),
  createdAt: moment('created_at'),
});

/**
 * The books' starting point: the date last year's balances were brought in on. At most one; its
 * account balances are one ledger entry, its customers' and suppliers' open items opening invoices
 * and purchases (`opening` true).
 */
export const openingBalances = pgTable('opening_balances', {
  id: serialId(),
  date: date('date', { mode: 'string' }).notNull(),
  /** What was entered, as entered: the screen shows it back (the books hold it as entries and documents). */
  entered: jsonb('entered').notNull(),
  createdBy: optionalRef('created_by', () => users.id),
  createdAt: moment('created_at'),
});
