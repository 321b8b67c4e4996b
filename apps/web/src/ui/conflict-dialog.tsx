import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';

/** One field that differs between the stored record and what the user has on screen. */
export interface ConflictDifference {
  field: string;
  theirs: string;
  yours: string;
}

interface ConflictDialogProps {
  opened: boolean;
  /** e.g. 'This job was changed meanwhile'. */
  title: string;
  /** The server's message. */
  message: string;
  differences: readonly ConflictDifference[];
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onClose: () => void;
}

/**
 * Someone saved the record after this screen read it (a 409). The user's values stay on screen; the
 * other change is shown beside them, and the user chooses: keep theirs, or keep mine (the next save
 * goes over the newer version). Every screen that edits a record answers a stale save with this.
 */
export function ConflictDialog({
  opened,
  title,
  message,
  differences,
  onKeepMine,
  onTakeTheirs,
  onClose,
}: ConflictDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {differences.length === 0 ? (
          <Text size="sm" c="dimmed">
            Their values equal yours.
          </Text>
        ) : (
          <Table striped withTableBorder fz="sm" aria-label="Differences">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Field</Table.Th>
                <Table.Th>Theirs</Table.Th>
                <Table.Th>Yours</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {differences.map((difference) => (
                <Table.Tr key={difference.field}>
                  <Table.Td fw={600}>{difference.field}</Table.Td>
                  <Table.Td>{difference.theirs || '—'}</Table.Td>
                  <Table.Td>{difference.yours || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onTakeTheirs}>
            Take theirs
          </Button>
          <Button onClick={onKeepMine}>Keep mine</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
