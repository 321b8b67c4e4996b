import { useState } from 'react';
import { Alert, Button, List } from '@mantine/core';
import { AlertIcon } from '../../../ui/icons';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { failureMessage } from '../../../lib/failure-message';
import { sendStatements } from '../../../lib/mail-calls';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { notifySuccess } from '../../../ui/notify';

interface SendStatementsButtonProps {
  customerIds: readonly number[];
  period: { from: string; to: string };
  /** Why the chosen customers cannot go (none chosen, too many), or null. */
  refusal: string | null;
  /** The customers left out for want of an e-mail address, after a send. */
  onLeftOut: (names: readonly string[]) => void;
}

/**
 * Send all by e-mail: after a yes, each chosen customer's statement goes to the e-mail on their record;
 * those with none are named, to be given one and sent again.
 */
export function SendStatementsButton({ customerIds, period, refusal, onLeftOut }: SendStatementsButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await sendStatements(customerIds, period);
      notifySuccess(answer.message);
      onLeftOut(answer.skipped.map((customer) => customer.name));
      setAsking(false);
    } catch (problem) {
      setError(
        failureMessage(problem, 'The statements could not be queued', 'Network error while queuing the statements'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="default" disabled={refusal !== null} onClick={() => setAsking(true)}>
        Send all by e-mail{refusal === null ? ` (${customerIds.length})` : ''}
      </Button>
      <ConfirmModal
        opened={asking}
        title="Send statements by e-mail"
        confirmLabel="Send"
        busy={busy}
        error={error}
        onConfirm={() => void send()}
        onClose={() => setAsking(false)}
      >
        {`Send ${customerIds.length} statement${customerIds.length === 1 ? '' : 's'} for ${formatDisplayDate(period.from)} to ${formatDisplayDate(period.to)}, each to the e-mail on the customer's record?`}
      </ConfirmModal>
    </>
  );
}

/** The customers a send left out, to be given an e-mail address and sent again. */
export function LeftOutNotice({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" icon={<AlertIcon />} title="Not sent: no e-mail address on record">
      <List size="sm">
        {names.map((name) => (
          <List.Item key={name}>{name}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
