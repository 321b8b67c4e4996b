import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { OutboxListMail } from '@fleetledger/shared/mail/mail.contract';
import { momentLabel } from '../../../lib/company-time-zone';
import { MailStatusBadge } from '../../../ui/mail-status-badge';
import { RecordTable, type RecordColumn } from '../../../ui/record-table';
import { mailedDocumentPath } from '../model/outbox-filters';

function DocumentCell({ mail }: { mail: OutboxListMail }) {
  const path = mailedDocumentPath(mail);
  const text = <bdi>{mail.document_text}</bdi>;
  return path === null ? (
    text
  ) : (
    <Anchor component={Link} to={path}>
      {text}
    </Anchor>
  );
}

function QueuedCell({ mail }: { mail: OutboxListMail }) {
  return (
    <>
      {momentLabel(mail.queued_at)}
      <Text size="xs" c="dimmed">
        {`by ${mail.queued_by ?? '—'}`}
      </Text>
    </>
  );
}

function StatusCell({ mail }: { mail: OutboxListMail }) {
  return (
    <>
      <MailStatusBadge status={mail.status} lastError={mail.last_error} />
      <Text size="xs" c="dimmed">
        {mail.attempts === 1 ? '1 attempt' : `${mail.attempts} attempts`}
      </Text>
    </>
  );
}

/** Who queued a mail sits under when, and its attempts under its status, so the table fits beside the sidebar. */
const COLUMNS: readonly RecordColumn<OutboxListMail>[] = [
  { header: 'Queued', cell: (mail) => <QueuedCell mail={mail} /> },
  { header: 'Document', cell: (mail) => <DocumentCell mail={mail} />, wrap: true },
  { header: 'To', cell: (mail) => <bdi>{[...mail.to, ...mail.cc].join(', ')}</bdi>, wrap: true },
  { header: 'Subject', cell: (mail) => <bdi>{mail.subject}</bdi>, wrap: true },
  { header: 'Status', cell: (mail) => <StatusCell mail={mail} />, wrap: true },
  {
    header: 'Sent',
    cell: (mail) => (mail.sent_at === null ? <Text c="dimmed">—</Text> : momentLabel(mail.sent_at)),
  },
];

/** The company's mails on one page of the outbox; a failed one offers Retry. */
export function OutboxTable({
  mails,
  retrying,
  onRetry,
}: {
  mails: readonly OutboxListMail[];
  retrying: number | null;
  onRetry: (mail: OutboxListMail) => void;
}) {
  return (
    <RecordTable
      caption="Mail outbox"
      columns={COLUMNS}
      rows={mails}
      actions={(mail) =>
        mail.status === 'failed' && (
          <Button
            size="compact-sm"
            variant="default"
            loading={retrying === mail.id}
            onClick={() => onRetry(mail)}
            aria-label={`Retry the mail of ${mail.document_text} to ${mail.to.join(', ')}`}
          >
            Retry
          </Button>
        )
      }
    />
  );
}
