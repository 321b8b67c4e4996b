import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import {
  INVOICE_REQUEST_MESSAGES,
  type PendingInvoiceRequest,
} from '@fleetledger/shared/invoice-requests/invoice-requests.contract';
import { bdToFils, formatBD } from '@fleetledger/shared/money';
import { isApiError } from '../../../lib/api-error';
import { DateField } from '../../../ui/date-field';
import { useAcceptRequest } from '../api/invoice-request-calls';

interface RequestCardProps {
  request: PendingInvoiceRequest;
  proposedNumber: number;
  today: string;
  onAccepted: (invoiceNumber: number) => void;
  /** The number was taken meanwhile: the list reloads with the next free one. */
  onStale: () => void;
}

/** One pending request: choose its jobs, give the invoice a number and a date, accept. */
export function RequestCard({ request, proposedNumber, today, onAccepted, onStale }: RequestCardProps) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(request.job_details.map((job) => job.id)));
  const [number, setNumber] = useState(String(proposedNumber));
  const [date, setDate] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  const accept = useAcceptRequest();
  useEffect(() => setNumber(String(proposedNumber)), [proposedNumber]);

  const missing =
    chosen.size === 0
      ? INVOICE_REQUEST_MESSAGES.selectAcceptJobs
      : number.trim() === ''
        ? INVOICE_REQUEST_MESSAGES.invoiceNumberRequired
        : date === ''
          ? INVOICE_REQUEST_MESSAGES.invoiceDateRequired
          : null;
  const title = `Request #${request.request_number}`;

  const submit = async () => {
    setProblem(null);
    try {
      const answer = await accept.mutateAsync({
        request_number: request.request_number,
        job_ids: [...chosen],
        invoice_number: number.trim(),
        date,
      });
      onAccepted(answer.invoice_number);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'Network error. Please try again.');
      if (isApiError(error) && error.status === 409) onStale();
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <div>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {request.customer.name} · requested {formatDisplayDate(request.requested_date)}
          </Text>
        </div>
        <Badge color="gray.8">{request.job_details.length} pending</Badge>
      </Group>
      <Table aria-label={`Jobs of ${title}`}>
        <Table.Tbody>
          {request.job_details.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Include job ${job.job_number ?? job.id}`}
                  checked={chosen.has(job.id)}
                  onChange={() =>
                    setChosen((before) => {
                      const next = new Set(before);
                      if (!next.delete(job.id)) next.add(job.id);
                      return next;
                    })
                  }
                />
              </Table.Td>
              <Table.Td>{formatDisplayDate(job.date)}</Table.Td>
              <Table.Td>{job.job_number}</Table.Td>
              <Table.Td>{job.container}</Table.Td>
              <Table.Td>{job.description}</Table.Td>
              <Table.Td>{formatBD(bdToFils(job.charge) + bdToFils(job.extra_amount))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="xs" mt="sm">
        <Group align="end">
          <TextInput label="Invoice number" value={number} onChange={(event) => setNumber(event.currentTarget.value)} />
          <DateField label="Invoice date" value={date} onChange={setDate} />
          <Button disabled={missing !== null} loading={accept.isPending} onClick={() => void submit()}>
            Accept
          </Button>
        </Group>
        {missing !== null && (
          <Text size="sm" c="red">
            {missing}
          </Text>
        )}
        {problem !== null && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
