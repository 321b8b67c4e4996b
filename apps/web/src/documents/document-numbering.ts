import { useQuery } from '@tanstack/react-query';
import { adoptNumberPrefixes } from '@fleetledger/shared/documents/document-number-prefixes';
import { documentNumbersResponse, numberPrefixesOf } from '@fleetledger/shared/settings/document-numbers.contract';
import { apiRequest } from '../lib/api-client';

/** Every kind's prefix, next number and ranges (Settings, Document numbers). */
export const DOCUMENT_NUMBERS_KEY = ['document-numbers'] as const;

/** Reads the company's numbering and prints every number with it from then on. */
export async function fetchDocumentNumbers(signal?: AbortSignal) {
  const answer = await apiRequest({ path: 'document_numbers', schema: documentNumbersResponse, signal });
  adoptNumberPrefixes(numberPrefixesOf(answer.series));
  return answer;
}

/**
 * The company's numbering, read once a session is confirmed and again when the window comes back
 * after a minute: a prefix the Admin changed elsewhere reaches this screen without a reload.
 */
export function useDocumentNumbering(enabled = true) {
  return useQuery({
    queryKey: DOCUMENT_NUMBERS_KEY,
    queryFn: ({ signal }) => fetchDocumentNumbers(signal),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    enabled,
  });
}
