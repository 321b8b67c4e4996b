import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { todayIn } from '@fleetledger/shared/dates';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { PageTitle } from '../../../ui/page-title';
import { usePendingRequests } from '../api/invoice-request-calls';
import { RequestCard } from '../components/request-card';
import { COMPANY_TIME_ZONE } from '../../../lib/company-time-zone';

/** /invoice-management (Admin): one card per pending invoice request, accepted into an invoice. */
export function InvoiceManagementPage() {
  const requests = usePendingRequests();
  const [today] = useState(() => todayIn(COMPANY_TIME_ZONE));
  const [created, setCreated] = useState<number | null>(null);

  return (
    <>
      <PageTitle title="Invoice Management" />
      {created !== null && (
        <Alert
          color="green"
          role="status"
          mb="md"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setCreated(null)}
        >
          Invoice {invoiceNumberText(created)} created. <Link to={`/invoice/${created}`}>Open the invoice</Link>
        </Alert>
      )}
      {requests.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">Failed to load invoice requests. Please try again.</Text>
            <Button size="xs" variant="default" onClick={() => void requests.refetch()}>
              Try Again
            </Button>
          </Group>
        </Alert>
      ) : requests.data === undefined ? (
        <Text c="dimmed">Loading invoice requests…</Text>
      ) : requests.data.requests.length === 0 ? (
        <Paper withBorder p="xl">
          <Text ta="center" fw={600}>
            No Pending Invoices
          </Text>
        </Paper>
      ) : (
        <Stack>
          {requests.data.requests.map((request) => (
            <RequestCard
              key={request.request_number}
              request={request}
              proposedNumber={requests.data.next_invoice_number}
              today={today}
              onAccepted={(number) => {
                setCreated(number);
                void requests.refetch();
              }}
              onStale={() => void requests.refetch()}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
