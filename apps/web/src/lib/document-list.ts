import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DocumentListRow } from '@fleetledger/shared/documents/document-list.contract';
import type { DocumentStatus } from '@fleetledger/shared/documents/document-status';
import type { ResponseParser } from '@fleetledger/shared/auth/session-user';
import { apiRequest } from './api-client';
import type { DocumentKind } from './document-calls';

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

/** The query field a list filters its party by: a journal's parties are the ones its lines name. */
export type PartyFilter = 'customer_id' | 'supplier_id' | 'party_id';

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
export function documentListQuery(filters: DocumentListFilters, partyFilter: PartyFilter): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    if (value !== '') query.set(name === 'party_id' ? partyFilter : name, String(value));
  return query.toString();
}

/** A list call's answer: the page's rows under the kind's own plural ('invoices'), and the rest. */
type DocumentListBody<K extends DocumentKind> = Omit<DocumentListAnswer, 'rows'> & Record<`${K}s`, DocumentListRow[]>;

/** GET vouchers/{kind}_list: a page of the filtered documents, their totals, and the numbering gaps. */
export function documentListFetch<K extends DocumentKind>(
  kind: K,
  partyFilter: PartyFilter,
  schema: ResponseParser<DocumentListBody<K>>,
): DocumentListFetch {
  return async (filters, signal) => {
    const path = `vouchers/${kind}_list?${documentListQuery(filters, partyFilter)}`;
    const answer = await apiRequest({ path, schema, signal });
    const { page, pages, count, totals, gaps } = answer;
    return { rows: answer[`${kind}s`], page, pages, count, totals, gaps };
  };
}

/** A kind's list page, declared once: the rest of the page follows from the kind and its party. */
export interface DocumentListDeclaration {
  kind: DocumentKind;
  /** Who the documents are with: a journal's lines name customers and suppliers alike. */
  party: 'customer' | 'supplier' | 'party';
  /** Whether the documents carry VAT, listed beside their total (not a journal's). */
  withVat?: boolean;
  numberText: (number: number) => string;
  fetchPage: DocumentListFetch;
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The words and addresses of a kind's list page: 'Invoices', 'Create Invoice', /invoice/{number}, … */
export function documentListWords({ kind, party }: Pick<DocumentListDeclaration, 'kind' | 'party'>) {
  return {
    title: `${capitalized(kind)}s`,
    noun: kind,
    partyLabel: capitalized(party),
    searchPlaceholder: `Number, ${party}, reference or narration`,
    detailsPath: (number: number) => `/${kind}/${number}`,
    create: { path: `/${kind}-create`, label: `Create ${capitalized(kind)}` },
  };
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
