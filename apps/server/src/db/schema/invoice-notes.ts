import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { documentHeader, editTrail, fils, moment, optionalRef, requiredRef, serialId, vatAmounts } from './columns';
import { invoiceItems, invoices } from './invoices';
import { accounts } from './masterdata';
import { users } from './users';

/*
 * Tax credit and debit notes: how an issued (Posted) invoice is corrected, since a tax invoice is never
 * edited or erased. Each has its own gapless number, its own date (in an open period: the invoice's may
 * be locked and filed) and lines that each correct one line of the invoice at that line's VAT rate. A note
 * is issued Posted; cancelling it reverses its posting (docs/architecture.md, "Credit and debit notes").
 */

/** The header a credit or a debit note has: the invoice it corrects, why, its totals and its status. */
const invoiceNoteHeader = () => ({
  ...documentHeader(),
  invoiceId: requiredRef('invoice_id', () => invoices.id),
  reason: text('reason').notNull().default(''),
  ...vatAmounts(),
  /** 'Posted', or 'Cancelled' once its posting is reversed. */
  status: text('status').notNull().default('Posted'),
  ...editTrail(),
});

/** A note's line: the invoice line it corrects, by how much (a quantity of its unit, or an amount), and the VAT on that. */
const invoiceNoteLine = () => ({
  id: serialId(),
  invoiceItemId: requiredRef('invoice_item_id', () => invoiceItems.id),
  position: integer('position').notNull(),
  /** The invoice line's kind: 'manual', 'job', or 'discount' (only when a cancellation takes a discount back). */
  kind: text('kind').notNull(),
  accountId: requiredRef('account_id', () => accounts.id),
  description: text('description').notNull(),
  /** Units of the invoice line's unit amount, when the note was given in units; null when given as an amount. */
  quantity: integer('quantity'),
  vatPercent: integer('vat_percent').notNull(),
  ...vatAmounts(),
  /**
   * True when the line took all that was left of its invoice line, and so all the VAT left there, which
   * may be a fil away from its rate of its own amount after earlier notes rounded.
   */
  takesRest: boolean('takes_rest').notNull().default(false),
});

export const creditNotes = pgTable(
  'credit_notes',
  {
    ...invoiceNoteHeader(),
    /**
     * What the note took off its invoice's open amount when issued; the rest of its total (a credit on an
     * invoice already paid) is the customer's credit, an advance to allocate or refund.
     */
    appliedFils: fils('applied_fils').default(0),
    /** Issued by cancelling its invoice: it took all that was left of every line. */
    cancelsInvoice: boolean('cancels_invoice').notNull().default(false),
    /**
     * True for the credit notes written before notes had lines of their own: their entry is the exact
     * reverse of the invoice's posting (ledger event 'reverse'), not a posting of their own.
     */
    reversesInvoice: boolean('reverses_invoice').notNull().default(false),
  },
  (t) => [index('credit_notes_invoice_idx').on(t.invoiceId), index('credit_notes_date_idx').on(t.date)],
);

export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    ...invoiceNoteLine(),
    creditNoteId: requiredRef('credit_note_id', () => creditNotes.id),
  },
  (t) => [
    index('credit_note_lines_note_idx').on(t.creditNoteId, t.position),
    index('credit_note_lines_item_idx').on(t.invoiceItemId),
  ],
);

export const debitNotes = pgTable('debit_notes', { ...invoiceNoteHeader() }, (t) => [
  index('debit_notes_invoice_idx').on(t.invoiceId),
  index('debit_notes_date_idx').on(t.date),
]);

export const debitNoteLines = pgTable(
  'debit_note_lines',
  {
    ...invoiceNoteLine(),
    debitNoteId: requiredRef('debit_note_id', () => debitNotes.id),
  },
  (t) => [
    index('debit_note_lines_note_idx').on(t.debitNoteId, t.position),
    index('debit_note_lines_item_idx').on(t.invoiceItemId),
  ],
);

/**
 * A customer's credit left on a credit note, allocated to another of their invoices: it settles that much
 * of the invoice (DR Accounts Receivable with no invoice, CR with the invoice). Dead once reversed.
 */
export const creditAllocations = pgTable(
  'credit_allocations',
  {
    id: serialId(),
    creditNoteId: requiredRef('credit_note_id', () => creditNotes.id),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    date: date('date', { mode: 'string' }).notNull(),
    amountFils: fils('amount_fils'),
    live: boolean('live').notNull().default(true),
    createdBy: optionalRef('created_by', () => users.id),
    createdAt: moment('created_at'),
  },
  (t) => [
    index('credit_allocations_note_idx').on(t.creditNoteId),
    index('credit_allocations_invoice_idx').on(t.invoiceId),
  ],
);
