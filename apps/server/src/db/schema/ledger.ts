import { date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, bigNumber, fils, requiredRef, optionalRef, moment } from './columns';
import { invoices } from './invoices';
import { jobs } from './jobs';
import { accounts, customers, drivers, trucks } from './masterdata';
import { purchases } from './purchases';
import { users } from './users';

/**
 * The journal: one entry per posting event (a document posted, a posting reversed, a credit note).
 * Entries are only ever added: the database refuses updates and deletes, and each entry's hash covers
 * its content and the hash of the entry before it (docs/architecture.md, "The books").
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serialId(),
    date: date('date', { mode: 'string' }).notNull(),
    /** 'invoice', 'credit_note', 'purchase' or 'receipt'. */
    sourceKind: text('source_kind').notNull(),
    sourceId: bigNumber('source_id').notNull(),
    /** The document's number as printed (INV-ARG-12, CN-ARG-3, PV-ARG-7, RCPT-ARG-4). */
    sourceNumber: text('source_number').notNull(),
    /** 'post' or 'reverse'. */
    event: text('event').notNull(),
    /** The entry this one reverses: at most one reversal per entry. */
    reversesEntryId: optionalRef('reverses_entry_id', (): never => ledgerEntries.id as never),
    memo: text('memo').notNull(),
    previousHash: text('previous_hash'),
    hash: text('hash').notNull(),
    createdBy: optionalRef('created_by', () => users.id),
    createdAt: moment('created_at'),
  },
  (t) => [
    index('ledger_entries_source_idx').on(t.sourceKind, t.sourceId),
    uniqueIndex('ledger_entries_reverses_unique').on(t.reversesEntryId),
    index('ledger_entries_date_idx').on(t.date),
  ],
);

/**
 * One side of an entry on one account. Exactly one of debit and credit is above zero. The entry's date
 * is repeated here so every book reads its lines by account or customer and date from one index.
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: serialId(),
    entryId: requiredRef('entry_id', () => ledgerEntries.id),
    position: integer('position').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    accountId: requiredRef('account_id', () => accounts.id),
    debitFils: fils('debit_fils').default(0),
    creditFils: fils('credit_fils').default(0),
    /** The customer or supplier, where the line concerns one. */
    partyId: optionalRef('party_id', () => customers.id),
    /** The invoice a receivable line raises or settles (aging reads it). */
    invoiceId: optionalRef('invoice_id', () => invoices.id),
    /** The purchase a payable line raises or settles (payables aging reads it). */
    purchaseId: optionalRef('purchase_id', () => purchases.id),
    truckId: optionalRef('truck_id', () => trucks.id),
    driverId: optionalRef('driver_id', () => drivers.id),
    jobId: optionalRef('job_id', () => jobs.id),
    /** The VAT rate of a sale or purchase line (the VAT return's boxes); null elsewhere. */
    vatPercent: integer('vat_percent'),
  },
  (t) => [
    index('ledger_lines_entry_idx').on(t.entryId, t.position),
    index('ledger_lines_account_date_idx').on(t.accountId, t.date),
    index('ledger_lines_date_idx').on(t.date),
    index('ledger_lines_party_date_idx').on(t.partyId, t.accountId, t.date),
    index('ledger_lines_invoice_idx').on(t.invoiceId),
    index('ledger_lines_truck_date_idx').on(t.truckId, t.date),
    index('ledger_lines_job_idx').on(t.jobId),
    index('ledger_lines_driver_date_idx').on(t.driverId, t.date),
  ],
);

/**
 * Each account's debits and credits per calendar month, kept by a statement-level trigger on
 * ledger_lines in the transaction that adds them (migration 0013): the trial balance reads whole
 * months here and only the days of a partial month from the lines.
 */
export const ledgerMonthTotals = pgTable(
  'ledger_month_totals',
  {
    accountId: requiredRef('account_id', () => accounts.id),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    debitFils: fils('debit_fils').default(0),
    creditFils: fils('credit_fils').default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month] })],
);
