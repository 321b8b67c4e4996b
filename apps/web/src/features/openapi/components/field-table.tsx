import { Badge, Code, Table, Text } from '@mantine/core';
import type { ReferenceField } from '../model/api-reference';
import { TableHeader } from '../../../ui/table-header';
import { DescribedText } from './described-text';

/** A body's, query's or answer's fields: name, type, whether the call needs it, and what it is. */
export function FieldTable({ fields, label }: { fields: ReferenceField[]; label: string }) {
  if (fields.length === 0) return <Text c="dimmed">None</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder aria-label={label} fz="sm">
        <TableHeader columns={[{ header: 'Field' }, { header: 'Type' }, { header: 'Required' }]} />
        <Table.Tbody>
          {fields.map((field) => (
            <Table.Tr key={field.name}>
              <Table.Td>
                <Code>{field.name}</Code>
                {field.description !== undefined && (
                  <Text size="xs" c="dimmed">
                    <DescribedText text={field.description} />
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{field.type}</Table.Td>
              <Table.Td>
                {field.required ? (
                  <Badge color="red.9" variant="filled" radius="sm" size="sm">
                    Required
                  </Badge>
                ) : (
                  <Text size="sm" c="dimmed">
                    optional
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
