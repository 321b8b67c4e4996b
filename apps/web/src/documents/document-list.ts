import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DocumentListRow, PaymentFlag, StatusTotals } from '@fleetledger/shared/documents/document-list.contract';
import type { DocumentStatus } from '@fleetledger/shared/documents/document-status';
import type { ResponseParser } from '@fleetledger/shared/auth/session-user';
import { apiRequest } from '../lib/api-client';
import type { DeclaredKind, DocumentKind } from './document-calls';

/** The filters of a document list as the screen holds them: '' means "any". */
export interface DocumentListFilters {
  status: DocumentStatus | '';
  /** Only for a kind that is paid (invoices, purchases). */
  flag: PaymentFlag | '';
  /** The customer's or supplier's id as text. */
  party_id: string;
  search: string;
  from: string;
  to: string;
  page: number;
}

/** The query field a list filters its party by: a journal's parties are the ones its lines name. */
export type PartyFilter = 'customer_id' | 'supplier_id' | 'party_id';

/** The server's totals of everything a list's filters match: per status and in all, the cancelled left out. */
export interface DocumentListSummary {
  count: number;
  cancelled_count: number;
  totals: Pick<DocumentListRow, 'vatable_amount' | 'vat_amount' | 'total_amount'>;
  by_status: StatusTotals[];
  /** What is still to pay on what matched; null for a kind that is not paid. */
  open_amount: number | null;
}

/** One page of a document list call, whatever the kind names its rows. */
export interface DocumentListAnswer extends DocumentListSummary {
  rows: DocumentListRow[];
  page: number;
  pages: number;
  gaps: number[];
}

export type DocumentListFetch = (filters: DocumentListFilters, signal?: AbortSignal) => Promise<DocumentListAnswer>;

/** The query string of a list call: only the filters set, the party under the kind's own name. */
export function documentListQuery(filters: object, partyFilter?: PartyFilter): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters) as [string, string | number][])
    if (value !== '') query.set(name === 'party_id' && partyFilter !== undefined ? partyFilter : name, String(value));
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
    const { page, pages, count, cancelled_count, totals, by_status, open_amount, gaps } = answer;
    return { rows: answer[`${kind}s`], page, pages, count, cancelled_count, totals, by_status, open_amount, gaps };
  };
}

/** A kind's list page, declared once: the rest of the page follows from the kind and its party. */
export interface DocumentListDeclaration {
  kind: DeclaredKind;
  /** Who the documents are with: a journal's lines name customers and suppliers alike. */
  party: 'customer' | 'supplier' | 'party';
  /** Whether the documents carry VAT, listed beside their total (not a journal's). */
  withVat?: boolean;
  /** Whether the documents are paid (invoices by receipts, purchases by payments): due date, open amount, flags. */
  paid?: boolean;
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
export function useDocumentList<F, T>(
  kind: string,
  fetchPage: (filters: F, signal?: AbortSignal) => Promise<T>,
  filters: F,
) {
  return useQuery({
    queryKey: [`${kind}-list`, filters],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchPage(filters, signal),
  });
}

/** Every page of a list call, for an export: the first, then the others together. */
export async function everyPage<T extends { pages: number }>(fetchPage: (page: number) => Promise<T>): Promise<T[]> {
  const first = await fetchPage(1);
  const rest = await Promise.all(Array.from({ length: first.pages - 1 }, (_, index) => fetchPage(index + 2)));
  return [first, ...rest];
}

/** Every page of the filtered documents, and the server's totals of them, for the export. */
export async function allListedDocuments(
  fetchPage: DocumentListFetch,
  filters: Omit<DocumentListFilters, 'page'>,
): Promise<{ rows: DocumentListRow[]; summary: DocumentListSummary }> {
  const pages = await everyPage((page) => fetchPage({ ...filters, page }));
  return { rows: pages.flatMap((page) => page.rows), summary: pages[0]! };
}

/** One line of a list's totals as the footer and the Excel file show them alike. */
export interface SummaryLine {
  label: string;
  amounts: Pick<DocumentListRow, 'vatable_amount' | 'vat_amount' | 'total_amount'>;
  strong: boolean;
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The totals of what a list's filters match, line by line: each status but Cancelled, then their sum,
 * which names how many cancelled ones it leaves out. The open amount is the summary's own.
 */
export function summaryLines(summary: DocumentListSummary, noun: string): SummaryLine[] {
  const uncancelled = summary.count - summary.cancelled_count;
  const cancelled = summary.cancelled_count === 0 ? '' : ` (${summary.cancelled_count} cancelled not counted)`;
  return [
    ...summary.by_status.map((line) => ({
      label: `${line.status}: ${counted(line.count, noun)}`,
      amounts: line,
      strong: false,
    })),
    { label: `Total: ${counted(uncancelled, noun)}${cancelled}`, amounts: summary.totals, strong: true },
  ];
}
