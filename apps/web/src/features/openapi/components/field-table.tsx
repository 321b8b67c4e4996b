import { Badge, Code, Table, Text } from '@mantine/core';
import type { ReferenceField } from '../model/api-reference';
import { DescribedText } from './described-text';

/** A body's, query's or answer's fields: name, type, whether the call needs it, and what it is. */
export function FieldTable({ fields, label }: { fields: ReferenceField[]; label: string }) {
  if (fields.length === 0) return <Text c="dimmed">None</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder aria-label={label} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Required</Table.Th>
          </Table.Tr>
        </Table.Thead>
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
