import { Badge, Group, Table, Text } from '@mantine/core';
import type { PaymentFlag } from '@fleetledger/shared/documents/document-list.contract';
import { bdToFils } from '@fleetledger/shared/money';
import { summaryLines, type DocumentListSummary } from './document-list';
import { MoneyText } from '../ui/money-text';

type Amounts = { vatable_amount: number; vat_amount: number; total_amount: number };

/**
 * A row's or a total's amounts: vatable with its VAT under it where the kind has VAT, and the total
 * (with what is still open under it, for a paid kind's document).
 */
export function AmountCells({
  amounts,
  withVat,
  strong = false,
  open = null,
}: {
  amounts: Amounts;
  withVat: boolean;
  strong?: boolean;
  /** What is still open on a paid kind's document, shown under its total. */
  open?: number | null;
}) {
  return (
    <>
      {withVat && (
        <Table.Td ta="right">
          <MoneyText fils={bdToFils(amounts.vatable_amount)} />
          <Text size="xs" c="dimmed">
            VAT <MoneyText fils={bdToFils(amounts.vat_amount)} />
          </Text>
        </Table.Td>
      )}
      <Table.Td ta="right">
        <MoneyText fils={bdToFils(amounts.total_amount)} fw={strong ? 700 : undefined} />
        {open !== null && (
          <Text size="xs" c="dimmed">
            Open <MoneyText fils={bdToFils(open)} />
          </Text>
        )}
      </Table.Td>
    </>
  );
}

const FLAG_COLOURS: Record<PaymentFlag, string> = { Overdue: 'red.9', 'Part-paid': 'orange.9', Paid: 'green.9' };

/** How a paid document stands, as the server flagged it: a word per flag, the colour only beside it. */
export function PaymentFlags({ flags }: { flags: readonly PaymentFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <Group gap={4}>
      {flags.map((flag) => (
        <Badge key={flag} color={FLAG_COLOURS[flag]} variant="light" radius="sm">
          {flag}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The totals of everything the filters match, from the server: one line per status but Cancelled,
 * their sum, and for a paid kind what is still open (under the totals). The Excel export writes the
 * same lines.
 */
export function DocumentListFooter({
  summary,
  noun,
  withVat,
  leading,
}: {
  summary: DocumentListSummary;
  noun: string;
  withVat: boolean;
  /** The columns before the amounts, under the line's label. */
  leading: number;
}) {
  return (
    <Table.Tfoot aria-label="List totals">
      {summaryLines(summary, noun).map((line) => (
        <Table.Tr key={line.label}>
          <Table.Th colSpan={leading} scope="row" fw={line.strong ? 700 : 500}>
            {line.label}
          </Table.Th>
          <AmountCells amounts={line.amounts} withVat={withVat} strong={line.strong} />
        </Table.Tr>
      ))}
      {summary.open_amount !== null && (
        <Table.Tr>
          <Table.Th colSpan={leading + (withVat ? 1 : 0)} scope="row">
            Open
          </Table.Th>
          <Table.Td ta="right">
            <MoneyText fils={bdToFils(summary.open_amount)} fw={700} />
          </Table.Td>
        </Table.Tr>
      )}
    </Table.Tfoot>
  );
}
