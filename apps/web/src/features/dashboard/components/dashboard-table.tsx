import type { ComponentProps, ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { MoneyText } from '../../../ui/money-text';

/** The table's title above it, where a screen reader announces it with the table. */
export function TableCaption({ children }: { children: ReactNode }) {
  return (
    <Table.Caption style={{ captionSide: 'top', textAlign: 'left', padding: '12px 16px 4px', margin: 0 }}>
      <Text component="span" fw={700} c="gray.9">
        {children}
      </Text>
    </Table.Caption>
  );
}

/** A count, right-aligned with figures of equal width so the column reads straight down. */
export function CountCell({ count }: { count: number }) {
  return (
    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {count.toLocaleString('en-US')}
    </Table.Td>
  );
}

/** The heading of a column of figures, aligned with them. */
export function FigureHeading({ children }: { children: string }) {
  return (
    <Table.Th scope="col" ta="right">
      {children}
    </Table.Th>
  );
}

export function MoneyCell(props: ComponentProps<typeof MoneyText>) {
  return (
    <Table.Td ta="right">
      <MoneyText {...props} />
    </Table.Td>
  );
}
