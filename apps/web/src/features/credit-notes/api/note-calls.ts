import { creditNoteListResponse } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { apiRequest } from '../../../lib/api-client';
import { documentListQuery, everyPage } from '../../../lib/document-list';
import type { ListFilterFields } from '../../../ui/list-filter-bar';

/** The Credit Notes list's filters as the screen holds them; its party is the customer. */
export type CreditNoteFilters = ListFilterFields & { page: number };

/** GET vouchers/credit_note_list: a page of the filtered credit notes and their totals. */
export function creditNoteListPage(filters: CreditNoteFilters, signal?: AbortSignal) {
  const path = `vouchers/credit_note_list?${documentListQuery(filters, 'customer_id')}`;
  return apiRequest({ path, schema: creditNoteListResponse, signal });
}

/** Every page of the filtered credit notes and their totals, for the export. */
export async function allCreditNotes(filters: Omit<CreditNoteFilters, 'page'>) {
  const pages = await everyPage((page) => creditNoteListPage({ ...filters, page }));
  return { rows: pages.flatMap((page) => page.credit_notes), totals: pages[0]!.totals };
}
