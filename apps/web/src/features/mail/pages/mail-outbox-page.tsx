import { Alert, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { MAIL_MESSAGES, type OutboxListMail } from '@fleetledger/shared/mail/mail.contract';
import { failureMessage } from '../../../lib/failure-message';
import { pageNumber, useKeysetTrail } from '../../../lib/keyset-pages';
import { AlertIcon } from '../../../ui/icons';
import { KeysetPager } from '../../../ui/keyset-pager';
import { ListFailure } from '../../../ui/list-states';
import { notifyFailure, notifySuccess } from '../../../ui/notify';
import { PageTitle } from '../../../ui/page-title';
import { useOutboxList, useRetryMail } from '../api/outbox-calls';
import { OutboxFilterBar } from '../components/outbox-filter-bar';
import { OutboxTable } from '../components/outbox-table';
import { outboxFiltersFrom, outboxSearch, type OutboxFilters } from '../model/outbox-filters';

/** Mail Outbox, /mail-outbox: every mail the company sent or is sending, newest first, 50 a page (Admin). */
export function MailOutboxPage() {
  // The filters live in the address, so a reload keeps them.
  const [params, setParams] = useSearchParams();
  const filters = outboxFiltersFrom(params);
  const keyset = useKeysetTrail();
  const outbox = useOutboxList(filters, keyset.start);
  const retry = useRetryMail();
  const change = (patch: Partial<OutboxFilters>) => {
    setParams((current) => outboxSearch({ ...outboxFiltersFrom(current), ...patch }), { replace: true });
    keyset.reset();
  };
  const retryMail = (mail: OutboxListMail) =>
    retry.mutate(mail.id, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) =>
        notifyFailure(failureMessage(error, 'The mail could not be queued again', 'Network error while retrying')),
    });
  const page = outbox.data;

  return (
    <Stack gap="md">
      <PageTitle
        title="Mail Outbox"
        description="Every document sent by e-mail, company-wide: where each mail stands, how often it was tried and what the mail server said. A failed mail can be sent again."
      />
      {page?.configured === false && (
        <Alert color="yellow" variant="light" icon={<AlertIcon />} role="alert">
          {MAIL_MESSAGES.notConfigured}
        </Alert>
      )}
      <OutboxFilterBar filters={filters} change={change} />
      <ListFailure error={outbox.error} />
      {page !== undefined &&
        (page.mails.length === 0 ? (
          <Text c="dimmed" ta="center">
            No mails match these filters
          </Text>
        ) : (
          <OutboxTable
            mails={page.mails}
            retrying={retry.isPending ? (retry.variables ?? null) : null}
            onRetry={retryMail}
          />
        ))}
      {page !== undefined && (
        <KeysetPager
          page={pageNumber(keyset.trail)}
          hasOlder={page.next !== null}
          onNewer={keyset.newer}
          onOlder={() => keyset.older(page.next!)}
        />
      )}
    </Stack>
  );
}
