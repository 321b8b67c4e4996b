import { useState } from 'react';
import { Alert, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { JobEntryData } from '@fleetledger/shared/jobs/jobs.contract';
import { isApiError } from '../../../lib/api-error';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { AlertIcon, ShieldIcon } from '../../../ui/icons';
import { PageTitle } from '../../../ui/page-title';
import { UnsavedDraft } from '../../../ui/unsaved-draft';
import { useJobEntryData } from '../api/use-job-entry-data';
import { CustomerCreateModal } from '../components/customer-create-modal';
import { AmountsSection, CustomerSection, JobSection, TransportSection } from '../components/job-entry-sections';
import { useJobEntryForm } from '../form/use-job-entry-form';

export function jobCreatedText(id: number): string {
  return `Job created successfully! Job ID: ${id}`;
}

/** Job Entry: loading, then the form. */
export function JobEntryPage() {
  const lookups = useJobEntryData();

  if (lookups.isPending) {
    return (
      <>
        <PageTitle title="Job Entry" />
        <FullPageLoader label="Loading job entry data..." fullHeight={false} />
      </>
    );
  }
  if (lookups.isError) {
    return (
      <>
        <PageTitle title="Job Entry" />
        <Alert color="red" variant="light" icon={<AlertIcon />} title="Failed to load job entry data" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {isApiError(lookups.error) && lookups.error.isNetworkError
                ? NETWORK_ERROR_MESSAGE
                : 'Customers, drivers and trucks could not be loaded.'}
            </Text>
            <Button size="xs" variant="default" onClick={() => void lookups.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      </>
    );
  }
  return <JobEntryScreen lookups={lookups.data} />;
}

function JobEntryScreen({ lookups }: { lookups: JobEntryData }) {
  const form = useJobEntryForm(lookups.drivers);
  const [customerModal, setCustomerModal] = useState<{ name: string } | null>(null);
  const { notice } = form;

  return (
    <>
      <PageTitle title="Job Entry" description="Record a container, loose-container or taxi job." />
      <UnsavedDraft draft={form.kept} />

      <div aria-live="polite">
        {notice?.kind === 'success' && (
          <Alert
            color="green"
            variant="light"
            icon={<ShieldIcon />}
            title="Success!"
            withCloseButton
            closeButtonLabel="Dismiss message"
            onClose={form.dismissNotice}
            mb="md"
            role="status"
          >
            {jobCreatedText(notice.jobId)}
          </Alert>
        )}
      </div>
      {notice?.kind === 'error' && (
        <Alert
          color="red"
          variant="light"
          icon={<AlertIcon />}
          withCloseButton
          closeButtonLabel="Dismiss message"
          onClose={form.dismissNotice}
          mb="md"
          role="alert"
        >
          {notice.text}
        </Alert>
      )}

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={1100}>
        <form onSubmit={form.submit} noValidate aria-label="New job">
          <Stack gap="lg">
            <JobSection form={form} />
            <Divider />
            <CustomerSection
              form={form}
              customers={lookups.customers}
              onCreateCustomer={(typed) => setCustomerModal({ name: typed })}
            />
            <Divider />
            <TransportSection form={form} lookups={lookups} />
            <Divider />
            <AmountsSection form={form} />
            <Group justify="flex-end">
              <Button type="submit" disabled={form.busy} miw={160}>
                {form.busy ? 'Creating Job...' : 'Create Job'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      <CustomerCreateModal
        opened={customerModal !== null}
        initialName={customerModal?.name ?? ''}
        onClose={() => {
          setCustomerModal(null);
          window.setTimeout(() => form.customerInput.current?.focus(), 0);
        }}
        onCreated={(customer) => {
          setCustomerModal(null);
          form.customerCreated(customer);
        }}
      />
    </>
  );
}
