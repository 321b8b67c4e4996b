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

const COLUMNS: readonly RecordColumn<OutboxListMail>[] = [
  { header: 'Queued', cell: (mail) => momentLabel(mail.queued_at) },
  { header: 'Document', cell: (mail) => <DocumentCell mail={mail} />, wrap: true },
  { header: 'To', cell: (mail) => <bdi>{[...mail.to, ...mail.cc].join(', ')}</bdi>, wrap: true },
  { header: 'Subject', cell: (mail) => <bdi>{mail.subject}</bdi>, wrap: true },
  {
    header: 'Status',
    cell: (mail) => <MailStatusBadge status={mail.status} lastError={mail.last_error} />,
    wrap: true,
  },
  { header: 'Attempts', cell: (mail) => mail.attempts },
  {
    header: 'Sent',
    cell: (mail) => (mail.sent_at === null ? <Text c="dimmed">—</Text> : momentLabel(mail.sent_at)),
  },
  { header: 'By', cell: (mail) => mail.queued_by ?? '—' },
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
      minWidth={1000}
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
