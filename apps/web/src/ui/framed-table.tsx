import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { TableHeader, type HeaderColumn } from './table-header';

interface FramedTableProps {
  /** Names the table for screen readers. */
  label: string;
  columns: readonly HeaderColumn[];
  /** The body, then the footer where the table has totals. */
  children: ReactNode;
}

/** A small table inside a page's section or a dialog: striped, framed, its header above the rows. */
export function FramedTable({ label, columns, children }: FramedTableProps) {
  return (
    <Table striped withTableBorder fz="sm" aria-label={label}>
      <TableHeader columns={columns} />
      {children}
    </Table>
  );
}

/** A cell of words (a line's description, a reason): long ones wrap anywhere rather than widen the table. */
export function WordsCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td miw={180} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Table.Td>
  );
}
