import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MasterdataKind } from '@fleetledger/shared/masterdata/masterdata.contract';
import { fetchMasterList, type ListFilter } from './masterdata-calls';
import { masterdataQueryKeys } from './masterdata-query-keys';

const ALL_ACTIVE: ListFilter = { search: '', includeInactive: false };

/** One list call; the previous answer stays on screen while a new search loads. */
export function useMasterdataList<K extends MasterdataKind>(kind: K, filter: ListFilter = ALL_ACTIVE, enabled = true) {
  return useQuery({
    queryKey: masterdataQueryKeys.list(kind, filter),
    queryFn: ({ signal }) => fetchMasterList(kind, filter, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const SEARCH_DEBOUNCE_MS = 250;

/** The list page's search text and 'Show inactive' switch, and the list they select. */
export function useMasterdataBrowse<K extends MasterdataKind>(kind: K) {
  const [search, setSearch] = useState('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const list = useMasterdataList(kind, { search: debouncedSearch.trim(), includeInactive });
  return { search, setSearch, includeInactive, setIncludeInactive, list };
}

export type MasterdataBrowse<K extends MasterdataKind> = ReturnType<typeof useMasterdataBrowse<K>>;
