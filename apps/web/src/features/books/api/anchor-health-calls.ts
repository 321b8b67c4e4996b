import { useEffect, useRef } from 'react';
import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { anchorHealthResponse } from '@fleetledger/shared/ledger/ledger-check.contract';
import { apiRequest } from '../../../lib/api-client';

const KEY = ['books', 'anchor_health'];
/** Asked this often while a page is open; the failure is rare and a server writes its anchor after every write. */
const POLL_MS = 60_000;

/**
 * Whether the server could write the books' anchor (Admins only: `enabled`): asked now and then, and
 * again once the writes this page sent have all been answered, since each may have moved the anchor.
 */
export function useAnchorHealth(enabled: boolean) {
  const client = useQueryClient();
  const writing = useIsMutating();
  const wasWriting = useRef(false);
  useEffect(() => {
    if (enabled && wasWriting.current && writing === 0) void client.invalidateQueries({ queryKey: KEY });
    wasWriting.current = writing > 0;
  }, [client, enabled, writing]);
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest({ path: 'books/anchor_health', schema: anchorHealthResponse, signal }),
    enabled,
    refetchInterval: POLL_MS,
    retry: false,
  });
}
