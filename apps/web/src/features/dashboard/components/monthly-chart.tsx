import { CompositeChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Paper, Text, Title } from '@mantine/core';
import { bdToFils, filsToBd, formatBD } from '@fleetledger/shared/money';
import type { MonthFigures } from '../dashboard-figures';

/** Revenue and expenses as bars, profit as a line, for the 12 months of the table below. */
export function MonthlyChart({ months }: { months: MonthFigures[] }) {
  const data = months.map((row) => ({
    month: row.label,
    Revenue: filsToBd(row.revenueFils),
    Expenses: filsToBd(row.expensesFils),
    Profit: filsToBd(row.profitFils),
  }));
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb={2}>
        Revenue, expenses and profit
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        Last 12 months, in BD. The table below lists the same figures.
      </Text>
      <div role="img" aria-label="Chart of monthly revenue, expenses and profit for the last 12 months">
        <CompositeChart
          h={280}
          data={data}
          dataKey="month"
          withLegend
          legendProps={{ verticalAlign: 'top', height: 36 }}
          valueFormatter={(value) => formatBD(bdToFils(value))}
          yAxisProps={{ width: 70, tickFormatter: (value: number) => value.toLocaleString('en-US') }}
          gridAxis="y"
          maxBarWidth={22}
          series={[
            { name: 'Revenue', color: 'indigo.6', type: 'bar' },
            { name: 'Expenses', color: 'orange.5', type: 'bar' },
            { name: 'Profit', color: 'teal.7', type: 'line' },
          ]}
        />
      </div>
    </Paper>
  );
}
