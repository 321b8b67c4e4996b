import { Badge, Group, Table } from '@mantine/core';
import type { PaymentFlag } from '@fleetledger/shared/documents/document-list.contract';
import { bdToFils } from '@fleetledger/shared/money';
import { summaryLines, type DocumentListSummary } from '../lib/document-list';
import { MoneyText } from './money-text';

type Amounts = { vatable_amount: number; vat_amount: number; total_amount: number };

/** A row's or a total's amounts: vatable and VAT where the kind has VAT, and the total. */
export function AmountCells({
  amounts,
  withVat,
  strong = false,
}: {
  amounts: Amounts;
  withVat: boolean;
  strong?: boolean;
}) {
  return (
    <>
      {withVat && (
        <Table.Td ta="right">
          <MoneyText fils={bdToFils(amounts.vatable_amount)} />
        </Table.Td>
      )}
      {withVat && (
        <Table.Td ta="right">
          <MoneyText fils={bdToFils(amounts.vat_amount)} />
        </Table.Td>
      )}
      <Table.Td ta="right">
        <MoneyText fils={bdToFils(amounts.total_amount)} fw={strong ? 700 : undefined} />
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
 * their sum, and for a paid kind what is still open (its last column). The Excel export writes the
 * same lines.
 */
export function DocumentListFooter({
  summary,
  noun,
  withVat,
  paid,
}: {
  summary: DocumentListSummary;
  noun: string;
  withVat: boolean;
  paid: boolean;
}) {
  return (
    <Table.Tfoot aria-label="List totals">
      {summaryLines(summary, noun).map((line) => (
        <Table.Tr key={line.label}>
          <Table.Th colSpan={5} scope="row" fw={line.strong ? 700 : 500}>
            {line.label}
          </Table.Th>
          <AmountCells amounts={line.amounts} withVat={withVat} strong={line.strong} />
          {paid && <Table.Td />}
        </Table.Tr>
      ))}
      {summary.open_amount !== null && (
        <Table.Tr>
          <Table.Th colSpan={5 + (withVat ? 3 : 1)} scope="row">
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
