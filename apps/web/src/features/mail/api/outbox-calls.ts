import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailSendResponse, outboxListResponse } from '@fleetledger/shared/mail/mail.contract';
import { apiRequest } from '../../../lib/api-client';
import { outboxSearch, type OutboxFilters } from '../model/outbox-filters';

const OUTBOX = 'mail-outbox';

/**
 * A page of the company's mails, kept on screen while the next loads; it looks again every two
 * seconds while one on it is queued, so Sent (or Failed) arrives by itself.
 */
export function useOutboxList(filters: OutboxFilters, beforeId: number | null) {
  return useQuery({
    queryKey: [OUTBOX, filters, beforeId],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `mail/outbox_list?${outboxSearch(filters, beforeId).toString()}`,
        schema: outboxListResponse,
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data?.mails.some((mail) => mail.status === 'queued') === true ? 2000 : false,
  });
}

/** POST mail/retry: a failed mail queued again; the outbox is read afresh. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest({ path: 'mail/retry', method: 'POST', body: { id }, schema: mailSendResponse }),
    onSettled: () => client.invalidateQueries({ queryKey: [OUTBOX] }),
  });
}
