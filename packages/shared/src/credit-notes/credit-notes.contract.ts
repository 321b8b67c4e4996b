import { z } from 'zod';
import { numbers } from '../contract-fields';
import { DOCUMENT_TOTALS, LIST_FILTERS, optionalPartyFilter } from '../documents/document.contract';

export const CREDIT_NOTE_LIST_PAGE_SIZE = 50;

/**
 * GET vouchers/credit_note_list (beyond the spec): the tax credit notes that cancelled posted
 * invoices, by date and customer, searched by either number or the customer's name. A credit note
 * has no status of its own, so the list takes every filter of the other lists but that one.
 */
export const creditNoteListQuery = z.object({
  from: LIST_FILTERS.from,
  to: LIST_FILTERS.to,
  search: LIST_FILTERS.search,
  page: LIST_FILTERS.page,
  customer_id: optionalPartyFilter,
});

export const creditNoteListRow = z.object({
  ...numbers('id', 'number', 'invoice_number', 'customer_id'),
  date: z.string(),
  customer_name: z.string(),
  ...DOCUMENT_TOTALS,
});
export type CreditNoteListRow = z.infer<typeof creditNoteListRow>;

export const creditNoteListResponse = z.object({
  status: z.literal('success'),
  credit_notes: z.array(creditNoteListRow),
  ...numbers('page', 'pages', 'count'),
  totals: z.object(DOCUMENT_TOTALS),
});
export type CreditNoteListAnswer = z.infer<typeof creditNoteListResponse>;
