import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DocumentListRow } from '@fleetledger/shared/documents/document-list.contract';
import type { DocumentStatus } from '@fleetledger/shared/documents/document-status';

/** The filters of a document list as the screen holds them: '' means "any". */
export interface DocumentListFilters {
  status: DocumentStatus | '';
  /** The customer's or supplier's id as text. */
  party_id: string;
  search: string;
  from: string;
  to: string;
  page: number;
}

/** One page of a document list call, whatever the kind names its rows. */
export interface DocumentListAnswer {
  rows: DocumentListRow[];
  page: number;
  pages: number;
  count: number;
  totals: Pick<DocumentListRow, 'vatable_amount' | 'vat_amount' | 'total_amount'>;
  gaps: number[];
}

export type DocumentListFetch = (filters: DocumentListFilters, signal?: AbortSignal) => Promise<DocumentListAnswer>;

/** The query string of a list call: only the filters set, the party under the kind's own name. */
export function documentListQuery(filters: DocumentListFilters, partyFilter: 'customer_id' | 'supplier_id'): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    if (value !== '') query.set(name === 'party_id' ? partyFilter : name, String(value));
  return query.toString();
}

/** A page of the filtered documents, kept on screen while the next one loads. */
export function useDocumentList(kind: string, fetchPage: DocumentListFetch, filters: DocumentListFilters) {
  return useQuery({
    queryKey: [`${kind}-list`, filters],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchPage(filters, signal),
  });
}

/** Every page of the filtered documents, for the export. */
export async function allListedDocuments(fetchPage: DocumentListFetch, filters: Omit<DocumentListFilters, 'page'>) {
  const first = await fetchPage({ ...filters, page: 1 });
  const rest = await Promise.all(
    Array.from({ length: first.pages - 1 }, (_, index) => fetchPage({ ...filters, page: index + 2 })),
  );
  return [first, ...rest].flatMap((page) => page.rows);
}
