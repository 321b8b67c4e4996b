import { sql } from 'drizzle-orm';
import type { LedgerSourceKind } from '@fleetledger/shared/ledger/ledger-accounts';

/**
 * The document behind a ledger entry as the books show it, beyond its kind and printed number. An
 * opening invoice or bill is posted on the opening date, but its reader knows it by the date and number
 * it had in the old books; a purchase is known to its supplier by their own bill number (its reference).
 */
export type EntryDocument = {
  source_kind: LedgerSourceKind;
  /** An opening invoice or bill, brought in from the old books. */
  opening: boolean;
  /** The entry's date, or an opening document's own date. */
  shown_date: string;
  /** A purchase's supplier bill number, an opening document's old number; null elsewhere. */
  reference: string | null;
};

/** The joins that find an entry's document; the query names ledger_entries `e`. */
export const entryDocumentJoins = sql`
  left join purchases entry_purchase on e.source_kind = 'purchase' and entry_purchase.id = e.source_id
  left join invoices entry_invoice on e.source_kind = 'invoice' and entry_invoice.id = e.source_id
    and entry_invoice.opening`;

/** The columns of EntryDocument but its kind, read through entryDocumentJoins. */
export const entryDocumentColumns = sql`
  coalesce(entry_purchase.opening, entry_invoice.opening, false) as opening,
  (case when coalesce(entry_purchase.opening, entry_invoice.opening, false)
    then coalesce(entry_purchase.date, entry_invoice.date) else e.date end)::text as shown_date,
  coalesce(entry_purchase.reference, entry_invoice.reference) as reference`;

/** What the group of a query grouping by entry must name for entryDocumentColumns. */
export const entryDocumentGroup = sql`entry_purchase.id, entry_invoice.id`;

/**
 * An entry's words (a memo, a statement's description) with its document named as its reader knows
 * it: "Opening bill Z-442", "Purchase, supplier's bill B-77".
 */
export function entryWords(words: string, document: EntryDocument): string {
  if (document.opening)
    return `${document.source_kind === 'purchase' ? 'Opening bill' : 'Opening invoice'} ${document.reference ?? ''}`.trim();
  if (document.source_kind === 'purchase' && document.reference !== null)
    return `${words}, supplier's bill ${document.reference}`;
  return words;
}
