import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatBD } from '@fleetledger/shared/money';
import type { ExpenseSummary } from '@fleetledger/shared/expenses/expenses.rules';
import { EXPENSE_STATUS_COLORS } from '../expense-labels';

interface ExpenseSummaryCardsProps {
  summary: ExpenseSummary;
  /** The input VAT on the listed expenses, beside their total before VAT. */
  vatFils: number;
}

/** The four cards over the filtered list. */
export function ExpenseSummaryCards({ summary, vatFils }: ExpenseSummaryCardsProps) {
  const cards: { label: string; value: string; color: string; detail?: string }[] = [
    {
      label: 'Total Amount',
      value: formatBD(summary.totalFils),
      color: 'indigo.9',
      detail: `VAT ${formatBD(vatFils)}`,
    },
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
          aria-label={`${card.label}: ${card.value}${card.detail === undefined ? '' : `, ${card.detail}`}`}
        >
          <Text size="sm" c="dimmed" fw={500}>
            {card.label}
          </Text>
          <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} c={card.color} ff="monospace">
            {card.value}
          </Text>
          {card.detail !== undefined && (
            <Text size="sm" c="dimmed" ff="monospace">
              {card.detail}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
