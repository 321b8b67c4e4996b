import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import type { GridRow } from '../model/grid-row';

interface DeleteJobModalProps {
  row: GridRow | null;
  onCancel: () => void;
  onConfirm: (key: string) => void;
}

/** Deleting is confirmed: the job is named so the right one goes. */
export function DeleteJobModal({ row, onCancel, onConfirm }: DeleteJobModalProps) {
  const draft = row?.draft;
  const name = [draft?.job, draft?.container, draft?.description]
    .filter((part) => part !== undefined && part.trim() !== '')
    .join(' · ');
  return (
    <Modal opened={row !== null} onClose={onCancel} title="Delete job" centered size="sm">
      <Stack gap="md">
        <Text size="sm">
          Delete the job of {formatDisplayDate(draft?.date ?? '')}
          {name !== '' && (
            <>
              {' '}
              <strong>{name}</strong>
            </>
          )}
          ? This cannot be undone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={() => row !== null && onConfirm(row.key)}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
