import { useQuery } from '@tanstack/react-query';
import type { ResponseParser } from '@fleetledger/shared/auth/session-user';
import { apiRequest } from '../lib/api-client';
import type { DeclaredKind } from './document-calls';

/** Where a document's details are cached, so a save or a move can show the answer without a new read. */
export const documentKey = (kind: DeclaredKind, number: number) => [kind, number] as const;

/**
 * vouchers/{kind}_details for one {kind}_number: a GET with the number in the query, or (receipts, as
 * the accounting spec has it) a POST with the number in the body. Nothing is read without a number.
 */
export function useDocumentDetails<T>(
  kind: DeclaredKind,
  number: number | null,
  schema: ResponseParser<T>,
  numberIn: 'query' | 'body' = 'query',
) {
  const path = `vouchers/${kind}_details`;
  return useQuery({
    queryKey: documentKey(kind, number ?? 0),
    enabled: number !== null,
    queryFn: ({ signal }) =>
      numberIn === 'query'
        ? apiRequest({ path: `${path}?${kind}_number=${number}`, schema, signal })
        : apiRequest({ path, method: 'POST', body: { [`${kind}_number`]: number }, schema, signal, reads: true }),
  });
}
