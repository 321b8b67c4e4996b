import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import classes from './figure-table.module.css';

/**
 * The type and column spacing of a table of many figures (the books, the dashboard's months): with
 * them a row of seven BD figures and its name fits 1280 px beside the open sidebar.
 */
export const CLOSE_FIGURES = { horizontalSpacing: 8, fz: 13 } as const;

interface FigureCellsProps<C> {
  cells: readonly C[];
  columns: readonly { align: 'left' | 'right' }[];
  show: (cell: C) => ReactNode;
  /** The row name's weight, where the table's style does not set it. */
  nameWeight?: number;
}

/** A row's cells in a table of figures, each under its column's alignment. */
export function FigureCells<C>({ cells, columns, show, nameWeight }: FigureCellsProps<C>) {
  return cells.map((cell, index) => {
    const align = columns[index]?.align ?? 'left';
    // The first cell names the row, so screen readers announce it with every figure.
    return index === 0 ? (
      <Table.Th key={index} scope="row" ta={align} fw={nameWeight}>
        {show(cell)}
      </Table.Th>
    ) : (
      <Table.Td key={index} ta={align} className={align === 'right' ? classes.figure : undefined}>
        {show(cell)}
      </Table.Td>
    );
  });
}

/** The closing totals row under the table's body. */
export function FigureTotals<C>({ className, ...cells }: FigureCellsProps<C> & { className?: string }) {
  return (
    <Table.Tfoot>
      <Table.Tr className={className} data-row="totals">
        <FigureCells {...cells} />
      </Table.Tr>
    </Table.Tfoot>
  );
}
