import { Group, Paper, Table, Text, Title } from '@mantine/core';
import type { ReportColumn, ReportRow, ReportSection } from '../model/report-view';
import { ReportCellView } from './report-cell';
import classes from './report-table.module.css';

function RowCells({ row, columns }: { row: ReportRow; columns: ReportColumn[] }) {
  return row.cells.map((cell, index) => {
    const align = columns[index]?.align ?? 'left';
    // The first cell names the row, so screen readers announce it with every figure.
    return index === 0 ? (
      <Table.Th key={index} scope="row" ta={align} fw={row.role === 'data' ? 500 : 700}>
        <ReportCellView cell={cell} />
      </Table.Th>
    ) : (
      <Table.Td key={index} ta={align} className={align === 'right' ? classes.figure : undefined}>
        <ReportCellView cell={cell} />
      </Table.Td>
    );
  });
}

function BodyRow({ row, columns }: { row: ReportRow; columns: ReportColumn[] }) {
  if (row.role === 'group') {
    return (
      <Table.Tr className={classes.group}>
        <Table.Th scope="rowgroup" colSpan={columns.length}>
          {row.cells[0]?.kind === 'text' ? row.cells[0].text : ''}
        </Table.Th>
      </Table.Tr>
    );
  }
  return (
    <Table.Tr className={row.role === 'subtotal' ? classes.subtotal : undefined} data-row={row.role}>
      <RowCells row={row} columns={columns} />
    </Table.Tr>
  );
}

/** One table of a report: header row, rows (with account blocks where the report has them) and totals. */
export function ReportTable({ section }: { section: ReportSection }) {
  const titleId = `report-section-${section.key}`;
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby={titleId} className={classes.section}>
      <Group justify="space-between" align="baseline" px="md" pt="md" pb="xs" gap="xs">
        <Title order={3} id={titleId} fz="md">
          {section.title}
        </Title>
        {section.note !== undefined && (
          <Text size="sm" c="gray.7" fw={600}>
            {section.note}
          </Text>
        )}
      </Group>
      {section.rows.length === 0 ? (
        <Text px="md" pb="md" size="sm" c="gray.7">
          {section.emptyMessage}
        </Text>
      ) : (
        // A table wider than its place scrolls with a scrollbar always shown, the row names and the
        // last column (the total) pinned at either side.
        <Table.ScrollContainer type="native" minWidth={Math.max(420, section.columns.length * 88)}>
          <Table
            verticalSpacing={6}
            fz="sm"
            highlightOnHover
            className={`${classes.table} ${classes.pinned}`}
            aria-labelledby={titleId}
          >
            <Table.Thead>
              <Table.Tr>
                {section.columns.map((column) => (
                  <Table.Th key={column.header} scope="col" ta={column.align}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {section.rows.map((row) => (
                <BodyRow key={row.key} row={row} columns={section.columns} />
              ))}
            </Table.Tbody>
            {section.totals !== null && (
              <Table.Tfoot>
                <Table.Tr className={classes.totals} data-row="totals">
                  <RowCells row={section.totals} columns={section.columns} />
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
