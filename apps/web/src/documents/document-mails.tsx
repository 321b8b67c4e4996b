import { Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { momentLabel } from '../lib/company-time-zone';
import { mailKey, mailOutbox, type MailedDocument } from '../lib/mail-calls';
import { MailStatusBadge } from '../ui/mail-status-badge';
import { TableHeader } from '../ui/table-header';

/**
 * The document's mails: to whom, what, by whom and where each stands; an invoice's overdue reminders
 * say the step they were sent at. It looks again every two
 * seconds while one is still queued, so a clerk sees Sent (or Failed, with the server's reason) arrive.
 */
export function DocumentMails({ mailed }: { mailed: MailedDocument }) {
  const outbox = useQuery({
    queryKey: mailKey(mailed),
    queryFn: () => mailOutbox(mailed),
    refetchInterval: (query) =>
      query.state.data?.data.some((mail) => mail.status === 'queued') === true ? 2000 : false,
  });
  const mails = outbox.data?.data ?? [];
  if (mails.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="document-mails-title">
      <Title order={2} size="h4" id="document-mails-title" mb="sm">
        E-mails
      </Title>
      <Table.ScrollContainer minWidth={0}>
        <Table aria-labelledby="document-mails-title" verticalSpacing="xs">
          <TableHeader
            columns={[
              { header: 'To' },
              { header: 'Subject' },
              { header: 'Status' },
              { header: 'When' },
              { header: 'By' },
            ]}
          />
          <Table.Tbody>
            {mails.map((mail) => (
              <Table.Tr key={mail.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{[...mail.to, ...mail.cc].join(', ')}</bdi>
                </Table.Td>
                <Table.Td>
                  {mail.reminder_step !== null && (
                    <Text size="xs" fw={700} c="orange.9">
                      Overdue reminder · {mail.reminder_step} days past due
                    </Text>
                  )}
                  <bdi>{mail.subject}</bdi>
                </Table.Td>
                <Table.Td>
                  <MailStatusBadge status={mail.status} lastError={mail.last_error} />
                </Table.Td>
                <Table.Td>{momentLabel(mail.sent_at ?? mail.queued_at)}</Table.Td>
                <Table.Td>{mail.queued_by ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
