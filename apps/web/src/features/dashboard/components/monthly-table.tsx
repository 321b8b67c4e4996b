import { Paper, Stack, Table, Text } from '@mantine/core';
import { CLOSE_FIGURES } from '../../../ui/figure-table';
import figureTable from '../../../ui/figure-table.module.css';
import { MoneyText } from '../../../ui/money-text';
import type { DashboardFigures, PeriodFigures } from '../dashboard-figures';
import { CountCell, FigureHeading, MoneyCell, TableCaption } from './dashboard-table';

/** The figures a month and the totals share; a month's profit stands out, the totals row is bold already. */
function FigureCells({ figures, profitWeight }: { figures: PeriodFigures; profitWeight?: number }) {
  return (
    <>
      <CountCell count={figures.jobs} />
      <MoneyCell fils={figures.workDoneFils} />
      <MoneyCell fils={figures.notInvoicedFils} />
      <MoneyCell fils={figures.incomeFils} />
      <MoneyCell fils={figures.expensesFils} />
      <MoneyCell fils={figures.profitFils} signed fw={profitWeight} />
    </>
  );
}

/**
 * The 12-month table: each month's work done by job date with the part not yet invoiced, beside the
 * books' income, expenses and net profit (coloured by sign), and a totals row.
 */
export function MonthlyTable({ figures }: { figures: DashboardFigures }) {
  const { months, totals } = figures;
  return (
    <Paper withBorder radius="md">
      {/* Fits 1280 px beside the open sidebar (13 px, close columns, the top truck's amount under it); figures
          larger still scroll the region, by keyboard too, under the pinned months. */}
      <div role="region" aria-label="Monthly figures" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table striped highlightOnHover verticalSpacing={7} {...CLOSE_FIGURES} className={figureTable.pinnedNames}>
          <TableCaption>
            Monthly figures, last 12 months: work done by job date, and the books&apos; income, expenses and net profit
          </TableCaption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Month</Table.Th>
              <FigureHeading>Jobs</FigureHeading>
              <FigureHeading>Work Done (by job date)</FigureHeading>
              <FigureHeading>Not Yet Invoiced</FigureHeading>
              <FigureHeading>Income (books)</FigureHeading>
              <FigureHeading>Expenses (books)</FigureHeading>
              <FigureHeading>Net Profit (books)</FigureHeading>
              <Table.Th scope="col">Top Truck (Expense)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((row) => (
              <Table.Tr key={row.month} data-month={row.month}>
                <Table.Th scope="row" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {row.label}
                </Table.Th>
                <FigureCells figures={row} profitWeight={600} />
                <Table.Td>
                  {row.topTruck === null ? (
                    <Text component="span" c="gray.7" inherit>
                      None
                    </Text>
                  ) : (
                    <Stack gap={0}>
                      <Text component="span" fw={600} inherit style={{ whiteSpace: 'nowrap' }}>
                        {row.topTruck.truckNumber}
                      </Text>{' '}
                      <Text component="span" c="gray.7" inherit>
                        (<MoneyText fils={row.topTruck.amountFils} />)
                      </Text>
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700} bg="gray.1" data-row="totals">
              <Table.Th scope="row">Total</Table.Th>
              <FigureCells figures={totals} />
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </div>
    </Paper>
  );
}
