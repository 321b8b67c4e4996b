import { CompositeChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Paper, Text, Title } from '@mantine/core';
import { bdToFils, filsToBd, formatBD } from '@fleetledger/shared/money';
import type { MonthFigures } from '../dashboard-figures';

/** The books' income and expenses as bars, their net profit as a line, for the 12 months of the table below. */
export function MonthlyChart({ months }: { months: MonthFigures[] }) {
  const data = months.map((row) => ({
    month: row.label,
    Income: filsToBd(row.incomeFils),
    Expenses: filsToBd(row.expensesFils),
    'Net profit': filsToBd(row.profitFils),
  }));
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb={2}>
        Income, expenses and net profit in the books
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        Last 12 months, in BD, as posted: invoices on their dates, costs on theirs. The table below lists the same
        figures.
      </Text>
      <div role="img" aria-label="Chart of monthly income, expenses and net profit in the books for the last 12 months">
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
            { name: 'Income', color: 'indigo.6', type: 'bar' },
            { name: 'Expenses', color: 'orange.5', type: 'bar' },
            { name: 'Net profit', color: 'teal.7', type: 'line' },
          ]}
        />
      </div>
    </Paper>
  );
}
