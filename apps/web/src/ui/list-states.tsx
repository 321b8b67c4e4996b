import { Alert, Table, Text } from '@mantine/core';
import { AlertIcon } from './icons';

/** Why a list could not be read, over the list. */
export function ListFailure({ error }: { error: Error | null }) {
  if (error === null) return null;
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
      {error.message}
    </Alert>
  );
}

/** The one row of a table with nothing to show, across all its columns: what to say instead. */
export function EmptyRow({ message, columns }: { message: string; columns: number }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed" ta="center">
          {message}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** The one row of a list that nothing matched, across all its columns. */
export function NoMatchRow({ noun, columns }: { noun: string; columns: number }) {
  return <EmptyRow message={`No ${noun}s match these filters`} columns={columns} />;
}
