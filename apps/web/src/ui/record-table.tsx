import type { ReactNode } from 'react';
import { Group, Table } from '@mantine/core';

export interface RecordColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  /** Lets long text wrap instead of widening the table. */
  wrap?: boolean;
}

interface RecordTableProps<R extends { id: number }> {
  /** Names the table for screen readers (shown above it). */
  caption: ReactNode;
  columns: readonly RecordColumn<R>[];
  rows: readonly R[];
  /** The row's buttons; the Actions column shows only when given. */
  actions?: (row: R) => ReactNode;
  minWidth?: number;
}

/** A plain list of records with real column headers and an optional actions column. */
export function RecordTable<R extends { id: number }>({
  caption,
  columns,
  rows,
  actions,
  minWidth = 640,
}: RecordTableProps<R>) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing={6} horizontalSpacing="sm" fz="sm">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left', padding: '4px 0 8px', margin: 0 }}>
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
            {actions !== undefined && (
              <Table.Th scope="col" ta="right">
                Actions
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((column) => (
                <Table.Td
                  key={column.header}
                  style={column.wrap === true ? { minWidth: 120, overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
              {actions !== undefined && (
                <Table.Td>
                  {/* On one line while there is room; stacked when the columns need it (a long account code at 1280 px). */}
                  <Group gap={4} justify="flex-end" wrap="wrap">
                    {actions(row)}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
