import { Badge, Text } from '@mantine/core';
import type { MailStatus } from '@fleetledger/shared/mail/mail.contract';

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };
const COLORS: Record<MailStatus, string> = { queued: 'gray.8', sent: 'teal.9', failed: 'red.9' };

/** Where a mail stands, with the mail server's last words under it while they matter. */
export function MailStatusBadge({ status, lastError }: { status: MailStatus; lastError: string | null }) {
  return (
    <>
      {/* Its own width: a wide subject beside it must not cut the status to an ellipsis. */}
      <Badge color={COLORS[status]} miw="max-content">
        {MAIL_STATUS_LABELS[status]}
      </Badge>
      {lastError !== null && (
        <Text size="xs" c={status === 'failed' ? 'red.9' : 'dimmed'} mt={4} style={{ whiteSpace: 'normal' }}>
          {lastError}
        </Text>
      )}
    </>
  );
}
