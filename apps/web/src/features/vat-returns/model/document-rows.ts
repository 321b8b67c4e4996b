import { bdToFils } from '@fleetledger/shared/money';
import { SALES_BOXES } from '@fleetledger/shared/vat-returns/vat-return-boxes';
import { column, text, type BooksCell } from '../../../lib/books/books-view';
import { vatDocumentLink } from './vat-document-link';

/** Every list of the return's documents opens with them. */
export const DOCUMENT_COLUMNS = [column('Number', 14), column('Date', 12), column('Party', 30)];

/** A document's number (opening its page), date and party. */
export function documentCells(row: { kind: string; number: string; date: string; party: string }): BooksCell[] {
  return [text(row.number, vatDocumentLink(row.kind, row.number)), { kind: 'date', date: row.date }, text(row.party)];
}

/** What a document's VAT does to what is owed: output VAT (sales boxes) adds, input VAT takes away. */
export const vatEffectFils = (row: { box: number; vat: number }) =>
  (SALES_BOXES as readonly number[]).includes(row.box) ? bdToFils(row.vat) : -bdToFils(row.vat);
