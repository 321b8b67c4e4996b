import { useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import type { VatReturn } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { failureMessage } from '../../../lib/failure-message';
import { periodLabel } from '../../../lib/period-label';
import { ActiveBadge } from '../../../ui/active-badge';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { notifySuccess } from '../../../ui/notify';
import printPage from '../../../ui/print-page.module.css';
import { useFileVatReturn } from '../api/vat-return-calls';
import { fileQuestion, vatReturnStanding } from '../model/vat-return-standing';

const FILE_FAILED = 'The return could not be filed. Please try again.';
const FILE_UNREACHABLE = 'Network error while filing the return. Please try again.';

/**
 * Above the boxes: whether they are the return as filed or a draft that follows the books, and for a
 * draft of a period that has ended, File this return (asked once more, sent once).
 */
export function VatReturnFiling({ answer, today }: { answer: VatReturn; today: string }) {
  const standing = vatReturnStanding(answer, today);
  const file = useFileVatReturn();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The period sent, kept once it is filed: a second click (even on the dialog as it fades out after the
  // answer) files nothing twice.
  const sent = useRef<string | null>(null);
  const period = { from: answer.from, to: answer.to };
  const periodKey = `${period.from}/${period.to}`;

  const confirm = () => {
    if (sent.current === periodKey) return;
    sent.current = periodKey;
    setProblem(null);
    file.mutate(period, {
      onSuccess: ({ lock_date }) => {
        setAsking(false);
        notifySuccess(
          `VAT return for ${periodLabel(period)} filed; the books are locked up to ${formatDisplayDate(lock_date)}.`,
        );
      },
      onError: (error) => {
        sent.current = null;
        setProblem(failureMessage(error, FILE_FAILED, FILE_UNREACHABLE));
      },
    });
  };

  return (
    <Paper withBorder radius="md" px="md" py="sm" aria-label="Filing" role="group">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <ActiveBadge active={standing.filed} activeLabel="Filed" inactiveLabel="Draft" />
            <Text fw={600} data-testid="vat-return-standing">
              {standing.wording}
            </Text>
          </Group>
          {!standing.filed && !standing.fileable && (
            <Text size="sm" c="gray.7" className={printPage.noPrint}>
              {standing.why}
            </Text>
          )}
        </Stack>
        {!standing.filed && standing.fileable && (
          <Button
            className={printPage.noPrint}
            onClick={() => {
              setProblem(null);
              setAsking(true);
            }}
          >
            File this return
          </Button>
        )}
      </Group>
      <ConfirmModal
        opened={asking}
        title="File the VAT return"
        confirmLabel="File the return"
        busy={file.isPending}
        error={problem}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      >
        {fileQuestion(period)}
      </ConfirmModal>
    </Paper>
  );
}
