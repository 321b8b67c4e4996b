import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

export interface HeaderColumn {
  header: ReactNode;
  /** Figures' columns are set right, with their figures. */
  align?: 'right';
  /** A width in pixels, or as a share of the table ('22%'). */
  w?: number | string;
}

/** A table's header row. */
export function TableHeader({ columns }: { columns: readonly HeaderColumn[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) => (
          <Table.Th key={index} ta={column.align} w={column.w}>
            {column.header}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
