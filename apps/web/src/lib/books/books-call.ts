import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { API_BASE, apiRequest } from '../api-client';

export type BooksQuery = Record<string, string | number>;

/** 'books/trial_balance?from=…&to=…': every books call is a GET with its query (if any) in the address. */
export function booksPath(call: string, query: BooksQuery): string {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return search.size === 0 ? `books/${call}` : `books/${call}?${search.toString()}`;
}

/** A books report's PDF, opened by the browser itself (a link, not a fetch); `download` saves it instead. */
export function booksPdfUrl(call: string, query: BooksQuery, download = false): string {
  return `${API_BASE}${booksPath(`${call}_pdf`, download ? { ...query, download: 1 } : query)}`;
}

/**
 * One books call. An answer already shown stays on screen while the next period loads, so the page
 * does not jump; failures are shown, not retried.
 */
export function useBooksCall<T>(call: string, query: BooksQuery | null, schema: z.ZodType<T>) {
  return useQuery({
    queryKey: ['books', call, query],
    queryFn: query === null ? skipToken : ({ signal }) => apiRequest({ path: booksPath(call, query), schema, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The query of a books call that covers no period (the lock date, the filed returns, the openings). */
export const WHOLE_BOOKS: BooksQuery = {};

/**
 * A POST books/{call} that changes the books: its answer is shown at once where `show` puts it, and
 * every books call is asked again, since any figure may have moved.
 */
export function useBooksChange<B, T>(
  call: string,
  schema: z.ZodType<T>,
  show: (client: QueryClient, answer: T) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiRequest({ path: `books/${call}`, method: 'POST', body, schema }),
    onSuccess: (answer) => {
      show(client, answer);
      void client.invalidateQueries({ queryKey: ['books'] });
    },
  });
}
