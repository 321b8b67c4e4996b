import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { columnHeader } from '../model/grid-columns';
import type { GridRow } from '../model/grid-row';
import { cellText, changedColumns, draftFromRow } from '../model/row-draft';

interface ConflictModalProps {
  row: GridRow | null;
  onClose: () => void;
  onKeepMine: (key: string) => void;
  onTakeTheirs: (key: string) => void;
}

/**
 * Someone saved the row after it was loaded (409). The user's edit stays on screen; this shows the
 * other change beside it and lets the user choose.
 */
export function ConflictModal({ row, onClose, onKeepMine, onTakeTheirs }: ConflictModalProps) {
  const conflict = row?.conflict ?? null;
  const theirs = conflict === null ? null : draftFromRow(conflict.current);
  const differing = row === null || theirs === null ? [] : changedColumns(theirs, row.draft);
  return (
    <Modal
      opened={row !== null && conflict !== null}
      onClose={onClose}
      title="This job was changed meanwhile"
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{conflict?.message}</Text>
        {differing.length === 0 ? (
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
              {differing.map((column) => (
                <Table.Tr key={column}>
                  <Table.Td fw={600}>{columnHeader(column)}</Table.Td>
                  <Table.Td>{theirs === null ? '' : cellText(theirs, column) || '—'}</Table.Td>
                  <Table.Td>{row === null ? '' : cellText(row.draft, column) || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => row !== null && onTakeTheirs(row.key)}>
            Take theirs
          </Button>
          <Button onClick={() => row !== null && onKeepMine(row.key)}>Keep mine</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
