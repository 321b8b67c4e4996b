import { Badge, Group, Paper, Text } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';

const WHY = {
  invoice:
    'Brought in with the opening balances, it stays as it was entered (no status change; correct it with a journal) and, issued in the old books, has no tax invoice here to print.',
  purchase:
    'Brought in with the opening balances, it stays as it was entered: no status change; correct it with a journal.',
} as const;

interface OpeningItemNoticeProps {
  kind: 'invoice' | 'purchase';
  /** null: due by the party's payment terms from its date. */
  dueDate: string | null;
}

/**
 * An open item the opening balances brought in (an opening invoice or bill): the badge that says so,
 * its due date, and why it offers no Change Status (nor, for an invoice, its tax invoice).
 */
export function OpeningItemNotice({ kind, dueDate }: OpeningItemNoticeProps) {
  const party = kind === 'invoice' ? 'customer' : 'supplier';
  return (
    <Paper withBorder p="sm" component="section" aria-label="Opening balance">
      <Group gap="sm">
        <Badge color="indigo.9" variant="filled" radius="sm">
          Opening balance
        </Badge>
        <Text size="sm" fw={600}>
          {dueDate === null ? `Due by the ${party}'s payment terms` : `Due ${formatDisplayDate(dueDate)}`}
        </Text>
      </Group>
      <Text size="sm" mt={6}>
        {WHY[kind]}
      </Text>
    </Paper>
  );
}
