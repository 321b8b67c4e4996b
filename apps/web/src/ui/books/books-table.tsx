import type { ReactNode } from 'react';
import { Paper, Table, Text } from '@mantine/core';
import type { BooksCell, BooksColumn, BooksRow, BooksView } from '../../lib/books/books-view';
import { CLOSE_FIGURES, FigureCells, FigureTotals } from '../figure-table';
import { BooksCellView } from './books-cell';
import classes from './books.module.css';

/** A header that sorts the table: its button, and the order it shows now (aria-sort). */
export interface SortableHeader {
  /** Column index → whether the table is sorted by it now, and in which order. */
  sortOf: (index: number) => 'ascending' | 'descending' | 'none' | null;
  onSort: (index: number) => void;
}

function HeaderCell({ column, index, sortable }: { column: BooksColumn; index: number; sortable?: SortableHeader }) {
  const sort = sortable?.sortOf(index) ?? null;
  let content: ReactNode = column.header;
  if (sort !== null && sortable !== undefined) {
    content = (
      <button type="button" className={classes.sortButton} onClick={() => sortable.onSort(index)}>
        {column.header}
        <span aria-hidden="true">{sort === 'ascending' ? '▲' : sort === 'descending' ? '▼' : '↕'}</span>
      </button>
    );
  }
  return (
    <Table.Th scope="col" ta={column.align} aria-sort={sort ?? undefined}>
      {content}
    </Table.Th>
  );
}

const showCell = (cell: BooksCell) => <BooksCellView cell={cell} />;

const ROW_CLASSES: Record<NonNullable<BooksRow['role']>, string | undefined> = {
  data: undefined,
  opening: classes.boundary,
  closing: classes.boundary,
  heading: classes.heading,
  subtotal: classes.subtotal,
};

/** The page's table: header, rows (opening, closing, headings and subtotals set apart) and totals; or why it is empty. */
export function BooksTable({ view, sortable }: { view: BooksView; sortable?: SortableHeader }) {
  if (view.rows.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="gray.7" ta="center">
          {view.emptyMessage}
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" className={classes.section}>
      {/* Fits 1280 px beside the open sidebar with a year's usual figures (13 px, close columns); the largest
          scroll in this box under the pinned names. */}
      <Table.ScrollContainer type="native" minWidth={560}>
        <Table
          verticalSpacing={6}
          {...CLOSE_FIGURES}
          highlightOnHover
          className={classes.table}
          aria-label={view.title}
        >
          <Table.Thead>
            <Table.Tr>
              {view.columns.map((column, index) => (
                <HeaderCell key={column.header} column={column} index={index} sortable={sortable} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.rows.map((row) => (
              <Table.Tr key={row.key} data-row={row.role ?? 'data'} className={ROW_CLASSES[row.role ?? 'data']}>
                <FigureCells cells={row.cells} columns={view.columns} show={showCell} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          {view.totals !== null && (
            <FigureTotals className={classes.totals} cells={view.totals.cells} columns={view.columns} show={showCell} />
          )}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
