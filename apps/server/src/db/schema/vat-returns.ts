import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigNumber, fils, moment, optionalRef, requiredRef, serialId } from './columns';
import { accounts } from './masterdata';
import { users } from './users';

/** A filed VAT return: its boxes frozen as they were filed, who filed it and when (never changed: no unfiling). */
export const vatReturns = pgTable(
  'vat_returns',
  {
    id: serialId(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    boxes: jsonb('boxes').notNull(),
    filedBy: optionalRef('filed_by', () => users.id),
    filedAt: moment('filed_at'),
    /**
     * The last ledger entry when it was filed (entries commit in id order): a document of its period can
     * differ from what was filed only through an entry after it. Null until its documents were kept.
     */
    ledgerHeadId: bigNumber('ledger_head_id'),
  },
  (t) => [uniqueIndex('vat_returns_period_from_unique').on(t.periodFrom)],
);

/**
 * What a filed return was made of, frozen with it: each document's amount and VAT in each box ('box'),
 * the corrections of earlier returns it carried in box 16 ('correction', naming the return corrected),
 * the discounts it listed ('discount') and the VAT accounts' moves outside it ('outside'). The books'
 * later differences from a filed return are worked out against its 'box' rows, document by document.
 */
export const vatReturnLines = pgTable(
  'vat_return_lines',
  {
    id: serialId(),
    returnId: requiredRef('return_id', () => vatReturns.id),
    role: text('role').notNull(),
    correctedReturnId: optionalRef('corrected_return_id', () => vatReturns.id),
    /** The document: 'invoice', 'credit_note', 'debit_note', 'purchase', 'expense', or a ledger source kind. */
    sourceKind: text('source_kind').notNull(),
    sourceId: bigNumber('source_id').notNull(),
    /** The document's number as printed. */
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The customer or supplier; for a VAT account's move, the account's name. */
    party: text('party').notNull(),
    /** The box a document's line is in; null for a discount and a VAT account's move. */
    box: integer('box'),
    /** The VAT account a move outside the return moved; null otherwise. */
    accountId: optionalRef('account_id', () => accounts.id),
    amountFils: fils('amount_fils'),
    vatFils: fils('vat_fils'),
  },
  (t) => [
    index('vat_return_lines_return_idx').on(t.returnId, t.role),
    index('vat_return_lines_corrected_idx').on(t.correctedReturnId),
  ],
);
