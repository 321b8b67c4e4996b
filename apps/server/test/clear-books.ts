import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { asOwner } from './owner-session';

/**
 * Empties the books, for tests that start each case with no documents. The app has no way to do
 * this (its role may only add to the ledger, whose triggers refuse every delete); the owner, in a
 * superuser session that skips triggers as a restore does, can.
 */
export async function clearBooks(db: Db): Promise<void> {
  await asOwner(db, (owner) =>
    owner.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from ledger_lines`);
      await tx.execute(sql`delete from ledger_entries`);
      await tx.execute(sql`delete from ledger_month_totals`);
      await tx.execute(
        sql`delete from vat_return_lines; delete from vat_returns; delete from opening_balances; delete from settings where key = 'books_lock'`,
      );
    }),
  );
}

/** The books emptied, and every invoice, credit note and receipt gone with their numbering and code failures. */
export async function clearInvoices(db: Db): Promise<void> {
  await clearBooks(db);
  await db.execute(sql`
    delete from receipt_request_keys; delete from receipt_items; delete from receipts; delete from credit_allocations; delete from credit_note_lines; delete from credit_notes; delete from debit_note_lines; delete from debit_notes;
    delete from invoice_item_jobs; delete from invoice_items; delete from mail_reminders; delete from invoices; delete from document_counters;
    delete from security_code_failures`);
}
