import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatBD } from '@fleetledger/shared/money';
import type { ExpenseSummary } from '@fleetledger/shared/expenses/expenses.rules';
import { EXPENSE_STATUS_COLORS } from '../expense-labels';

/** The four cards over the filtered list. */
export function ExpenseSummaryCards({ summary }: { summary: ExpenseSummary }) {
  const cards = [
    { label: 'Total Amount', value: formatBD(summary.totalFils), color: 'indigo.9' },
    { label: 'Paid', value: String(summary.paidCount), color: EXPENSE_STATUS_COLORS.paid.text },
    { label: 'Pending', value: String(summary.pendingCount), color: EXPENSE_STATUS_COLORS.pending.text },
    { label: 'Driver / Truck', value: String(summary.driverTruckCount), color: 'navy.7' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" mb="lg" role="list" aria-label="Summary of the listed expenses">
      {cards.map((card) => (
        <Paper
          key={card.label}
          withBorder
          radius="lg"
          p="md"
          role="listitem"
          aria-label={`${card.label}: ${card.value}`}
        >
          <Text size="sm" c="dimmed" fw={500}>
            {card.label}
          </Text>
          <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} c={card.color} ff="monospace">
            {card.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
