import { Paper, Table, Text } from '@mantine/core';
import { MoneyText } from '../../../ui/money-text';
import type { DashboardFigures } from '../dashboard-figures';

const num = { fontVariantNumeric: 'tabular-nums' } as const;

/** The 12-month table with profit coloured by sign and a totals row. */
export function MonthlyTable({ figures }: { figures: DashboardFigures }) {
  const { months, totals } = figures;
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer type="native" minWidth={760}>
        <Table striped highlightOnHover verticalSpacing={7} fz="sm">
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left', padding: '12px 16px 4px', margin: 0 }}>
            <Text component="span" fw={700} c="gray.9">
              Monthly figures, last 12 months
            </Text>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Month</Table.Th>
              <Table.Th scope="col" ta="right">
                Jobs
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Revenue
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Expenses
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Profit
              </Table.Th>
              <Table.Th scope="col">Top Truck (Expense)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((row) => (
              <Table.Tr key={row.month} data-month={row.month}>
                <Table.Th scope="row" fw={600}>
                  {row.label}
                </Table.Th>
                <Table.Td ta="right" style={num}>
                  {row.jobs.toLocaleString('en-US')}
                </Table.Td>
                <Table.Td ta="right">
                  <MoneyText fils={row.revenueFils} />
                </Table.Td>
                <Table.Td ta="right">
                  <MoneyText fils={row.expensesFils} />
                </Table.Td>
                <Table.Td ta="right">
                  <MoneyText fils={row.profitFils} signed fw={600} />
                </Table.Td>
                <Table.Td>
                  {row.topTruck === null ? (
                    <Text component="span" c="gray.7" size="sm">
                      None
                    </Text>
                  ) : (
                    <>
                      <Text component="span" fw={600} size="sm">
                        {row.topTruck.truckNumber}
                      </Text>{' '}
                      <Text component="span" c="gray.7" size="sm">
                        (<MoneyText fils={row.topTruck.amountFils} />)
                      </Text>
                    </>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700} bg="gray.1" data-row="totals">
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td ta="right" style={num}>
                {totals.jobs.toLocaleString('en-US')}
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText fils={totals.revenueFils} />
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText fils={totals.expensesFils} />
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText fils={totals.profitFils} signed />
              </Table.Td>
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
