import { creditNoteListResponse } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { apiRequest } from '../../../lib/api-client';
import { documentListQuery, everyPage } from '../../../lib/document-list';

/** The Credit Notes list's filters as the screen holds them: '' means "any". */
export interface CreditNoteFilters {
  customer_id: string;
  search: string;
  from: string;
  to: string;
  page: number;
}

/** GET vouchers/credit_note_list: a page of the filtered credit notes and their totals. */
export function creditNoteListPage(filters: CreditNoteFilters, signal?: AbortSignal) {
  const path = `vouchers/credit_note_list?${documentListQuery(filters)}`;
  return apiRequest({ path, schema: creditNoteListResponse, signal });
}

/** Every page of the filtered credit notes and their totals, for the export. */
export async function allCreditNotes(filters: Omit<CreditNoteFilters, 'page'>) {
  const pages = await everyPage((page) => creditNoteListPage({ ...filters, page }));
  return { rows: pages.flatMap((page) => page.credit_notes), totals: pages[0]!.totals };
}
