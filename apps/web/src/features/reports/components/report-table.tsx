import { Group, Paper, Table, Text, Title } from '@mantine/core';
import { FigureCells, FigureTotals } from '../../../ui/figure-table';
import type { ReportCell, ReportColumn, ReportRow, ReportSection } from '../model/report-view';
import { ReportCellView } from './report-cell';
import classes from './report-table.module.css';

const showCell = (cell: ReportCell) => <ReportCellView cell={cell} />;

function RowCells({ row, columns }: { row: ReportRow; columns: ReportColumn[] }) {
  return <FigureCells cells={row.cells} columns={columns} show={showCell} nameWeight={nameWeight(row)} />;
}

const nameWeight = (row: ReportRow) => (row.role === 'data' ? 500 : 700);

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
              <FigureTotals
                className={classes.totals}
                cells={section.totals.cells}
                columns={section.columns}
                show={showCell}
                nameWeight={nameWeight(section.totals)}
              />
            )}
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
