import { Link } from 'react-router';
import { Anchor, Checkbox, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { AGING_BUCKET_HEADERS } from '@fleetledger/shared/ledger/aging-buckets';
import { AGING_BUCKETS, type AgingFigures } from '@fleetledger/shared/ledger/books.contract';
import { bdToFils } from '@fleetledger/shared/money';
import type { CustomerStatements } from '@fleetledger/shared/statements/statements.contract';
import { statementUpTo } from '../../../lib/books/statement-link';
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
      <Table.Td key={column} ta="right">
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
    <Paper withBorder radius="md">
      <Table.ScrollContainer type="native" minWidth={1100}>
        <Table verticalSpacing={6} fz="sm" highlightOnHover aria-label="Customers with a balance">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={40}>
                <Checkbox
                  aria-label="Select all"
                  checked={all}
                  indeterminate={some && !all}
                  onChange={() => onChoose(all ? new Set() : new Set(ids))}
                />
              </Table.Th>
              <Table.Th scope="col" miw={170}>
                Customer
              </Table.Th>
              {FIGURES.map(([column, header]) => (
                <Table.Th key={column} scope="col" ta="right">
                  {header}
                </Table.Th>
              ))}
              <Table.Th scope="col">Last receipt</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Statement</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.rows.map((row) => (
              <Table.Tr key={row.customer_id} data-customer={row.customer_name}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Choose ${row.customer_name}`}
                    checked={chosen.has(row.customer_id)}
                    onChange={() => toggle(row.customer_id)}
                  />
                </Table.Td>
                <Table.Th scope="row" fw={500}>
                  {row.customer_name}
                </Table.Th>
                {figures(row)}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {row.last_receipt_date === null ? 'None' : formatDisplayDate(row.last_receipt_date)}
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={statementUpTo(STATEMENT_PAGE, row.customer_id, list.date)}
                    inherit
                    aria-label={`Open the statement of ${row.customer_name}`}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    Open statement
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td />
              <Table.Th scope="row">Total</Table.Th>
              {figures(list.totals)}
              <Table.Td />
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
