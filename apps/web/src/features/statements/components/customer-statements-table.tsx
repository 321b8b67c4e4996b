import { Link } from 'react-router';
import { Anchor, Checkbox, Group, Paper, Table, Text } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { AGING_BUCKET_HEADERS } from '@fleetledger/shared/ledger/aging-buckets';
import { AGING_BUCKETS, type AgingFigures } from '@fleetledger/shared/ledger/books.contract';
import { bdToFils } from '@fleetledger/shared/money';
import type { CustomerStatements } from '@fleetledger/shared/statements/statements.contract';
import { statementUpTo } from '../../../lib/books/statement-link';
import { CLOSE_FIGURES } from '../../../ui/figure-table';
import figureTable from '../../../ui/figure-table.module.css';
import { MoneyText } from '../../../ui/money-text';
import { CUSTOMER_STATEMENT_SIDE } from '../model/statement-view';

const STATEMENT_PAGE = { path: '/books/statement', key: CUSTOMER_STATEMENT_SIDE.key };

const FIGURES: [keyof AgingFigures, string][] = [
  ['balance', 'Balance'],
  ...AGING_BUCKETS.map((bucket): [keyof AgingFigures, string] => [bucket, AGING_BUCKET_HEADERS[bucket]]),
  ['advance', 'Advance'],
];

interface CustomerStatementsTableProps {
  list: CustomerStatements;
  chosen: ReadonlySet<number>;
  onChoose: (chosen: Set<number>) => void;
}

/** The customers with a balance, each to be chosen for Print all or opened as a statement; the totals under them. */
export function CustomerStatementsTable({ list, chosen, onChoose }: CustomerStatementsTableProps) {
  const ids = list.rows.map((row) => row.customer_id);
  const all = ids.length > 0 && ids.every((id) => chosen.has(id));
  const some = ids.some((id) => chosen.has(id));
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (!next.delete(id)) next.add(id);
    onChoose(next);
  };
  const figures = (row: AgingFigures) =>
    FIGURES.map(([column]) => (
      <Table.Td key={column} ta="right" className={figureTable.figure}>
        <MoneyText fils={bdToFils(row[column])} />
      </Table.Td>
    ));

  if (list.rows.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="gray.7" ta="center">
          No customer owes anything or holds an advance on this date.
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" className={figureTable.section}>
      {/* Fits 1280 px beside the open sidebar: the box to choose and the link to the statement sit with the
          customer's name, which stays pinned if the largest figures still make the table scroll. */}
      <Table.ScrollContainer type="native" minWidth={560}>
        <Table
          verticalSpacing={6}
          {...CLOSE_FIGURES}
          highlightOnHover
          className={`${figureTable.table} ${figureTable.pinnedNames}`}
          aria-label="Customers with a balance"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Group gap="sm" wrap="nowrap">
                  <Checkbox
                    aria-label="Select all"
                    checked={all}
                    indeterminate={some && !all}
                    onChange={() => onChoose(all ? new Set() : new Set(ids))}
                  />
                  Customer
                </Group>
              </Table.Th>
              {FIGURES.map(([column, header]) => (
                <Table.Th key={column} scope="col" ta="right">
                  {header}
                </Table.Th>
              ))}
              <Table.Th scope="col">Last receipt</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.rows.map((row) => (
              <Table.Tr key={row.customer_id} data-customer={row.customer_name}>
                {/* Named by the customer alone, not by the box and the link it also holds. */}
                <Table.Th
                  scope="row"
                  aria-label={row.customer_name}
                  fw={500}
                  miw={170}
                  style={{ whiteSpace: 'normal' }}
                >
                  <Group gap="sm" wrap="nowrap">
                    <Checkbox
                      aria-label={`Choose ${row.customer_name}`}
                      checked={chosen.has(row.customer_id)}
                      onChange={() => toggle(row.customer_id)}
                    />
                    <Anchor
                      component={Link}
                      to={statementUpTo(STATEMENT_PAGE, row.customer_id, list.date)}
                      inherit
                      aria-label={`Open the statement of ${row.customer_name}`}
                    >
                      {row.customer_name}
                    </Anchor>
                  </Group>
                </Table.Th>
                {figures(row)}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {row.last_receipt_date === null ? 'None' : formatDisplayDate(row.last_receipt_date)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row">Total</Table.Th>
              {figures(list.totals)}
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
