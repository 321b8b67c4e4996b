import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface UnsavedChangesModalProps {
  opened: boolean;
  /** How many rows hold unsaved edits. */
  count: number;
  /** What happens on discarding, e.g. 'switch month' or 'leave this page'. */
  action: string;
  onStay: () => void;
  onDiscard: () => void;
}

/** Nothing typed is lost silently: leaving or switching month with unsaved rows asks first. */
export function UnsavedChangesModal({ opened, count, action, onStay, onDiscard }: UnsavedChangesModalProps) {
  return (
    <Modal opened={opened} onClose={onStay} title="Unsaved changes" centered size="sm">
      <Stack gap="md">
        <Text size="sm">
          {count} row{count === 1 ? ' has' : 's have'} unsaved changes. Discard them and {action}?
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onStay} data-autofocus>
            Stay
          </Button>
          <Button color="red" onClick={onDiscard}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
