import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { momentLabel } from '../lib/company-time-zone';
import { AlertIcon } from './icons';
import type { FormDraft } from './use-unsaved-changes';

/**
 * A form's unsaved work on screen: the kept draft offered back where the form starts (Restore or
 * Discard), and the question before leaving with changes not saved (Stay or Leave; the draft stays
 * kept either way).
 */
export function UnsavedDraft({ draft }: { draft: FormDraft }) {
  const { offer, blocker } = draft;
  return (
    <>
      {offer !== null && (
        <Alert color="blue" variant="light" icon={<AlertIcon />} role="status" aria-label="Unsaved draft">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{`Restore your unsaved draft from ${momentLabel(offer.savedAt)}?`}</Text>
            <Group gap="xs">
              <Button size="xs" onClick={draft.restoreDraft}>
                Restore
              </Button>
              <Button size="xs" variant="default" onClick={draft.discardDraft}>
                Discard
              </Button>
            </Group>
          </Group>
        </Alert>
      )}
      <LeaveQuestion
        opened={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </>
  );
}

interface LeaveQuestionProps {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** Leaving a form with changes not saved asks first; Stay is the safe answer, and the default. */
function LeaveQuestion({ opened, onStay, onLeave }: LeaveQuestionProps) {
  return (
    <Modal opened={opened} onClose={onStay} title="Leave this page?" centered size="sm">
      <Stack gap="md">
        <Text size="sm">Your changes are not saved.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onStay} data-autofocus>
            Stay
          </Button>
          <Button color="red" onClick={onLeave}>
            Leave
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
