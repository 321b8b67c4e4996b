import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import type { ExpenseListRow } from '@fleetledger/shared/expenses/expenses.contract';
import { isOverdue, type ExpenseSort, type ExpenseSortKey } from '@fleetledger/shared/expenses/expenses.rules';
import { bdToFils, formatBD } from '@fleetledger/shared/money';
import { EXPENSE_STATUS_COLORS, EXPENSE_STATUS_LABELS, EXPENSE_TYPE_LABELS } from '../expense-labels';
import classes from './expense-records-table.module.css';

interface ExpenseRecordsTableProps {
  rows: readonly ExpenseListRow[];
  sort: ExpenseSort;
  onSort: (key: ExpenseSortKey) => void;
  /** The company's day, for the overdue marking. */
  today: string;
}

function SortableHeader({
  label,
  sortKey,
  sort,
  onSort,
  align,
}: {
  label: string;
  sortKey: ExpenseSortKey;
  sort: ExpenseSort;
  onSort: (key: ExpenseSortKey) => void;
  align?: 'right';
}) {
  const active = sort.key === sortKey;
  const arrow = active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕';
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} ta={align}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(sortKey)}>
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          <span>{label}</span>
          <Text span size="xs" c={active ? 'indigo.9' : 'dimmed'} aria-hidden="true">
            {arrow}
          </Text>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function DriverAndTruck({ row }: { row: ExpenseListRow }): ReactNode {
  if (row.driver_name === null && row.truck_number === null) return <Text c="dimmed">—</Text>;
  return (
    <>
      <Text size="sm">{row.driver_name ?? '—'}</Text>
      <Text size="xs" c="dimmed" className={classes.nowrap}>
        {row.truck_number ?? ''}
      </Text>
    </>
  );
}

/** One page of Expense Records; every row opens the expense for editing. */
export function ExpenseRecordsTable({ rows, sort, onSort, today }: ExpenseRecordsTableProps) {
  const navigate = useNavigate();

  const openRow = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    // The row's own link handles clicks on it (and keyboard use); the rest of the row is a shortcut.
    if ((event.target as HTMLElement).closest('a') !== null) return;
    void navigate(`/expense-edit/${id}`);
  };

  return (
    // Fits from the narrowest desk layout (1280 px with the sidebar open) up, its cells 6 px in from
    // either side to leave the VAT its room; narrower screens scroll with a scrollbar in sight.
    <Table.ScrollContainer type="native" minWidth={820}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing={6} aria-label="Expenses">
        <Table.Thead>
          <Table.Tr>
            <SortableHeader label="Date" sortKey="date" sort={sort} onSort={onSort} />
            <SortableHeader label="Charge" sortKey="charge" sort={sort} onSort={onSort} />
            <Table.Th>Description</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Driver / Truck</Table.Th>
            <Table.Th>Job</Table.Th>
            <Table.Th>Due date</Table.Th>
            <SortableHeader label="Status" sortKey="status" sort={sort} onSort={onSort} />
            <SortableHeader label="Amount" sortKey="amount" sort={sort} onSort={onSort} align="right" />
            <Table.Th ta="right">VAT</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const overdue = isOverdue(row, today);
            return (
              <Table.Tr
                key={row.id}
                className={overdue ? `${classes.row} ${classes.overdue}` : classes.row}
                onClick={(event) => openRow(event, row.id)}
              >
                <Table.Td className={classes.nowrap}>{formatDisplayDate(row.date)}</Table.Td>
                <Table.Td>
                  {/* The charge is the row's link (the keyboard's way in): an Edit column would leave the VAT no room. */}
                  <Anchor
                    component={Link}
                    to={`/expense-edit/${row.id}`}
                    size="sm"
                    fw={500}
                    aria-label={`Edit expense ${row.charge_name} of ${formatDisplayDate(row.date)}`}
                  >
                    {row.charge_name}
                  </Anchor>
                </Table.Td>
                <Table.Td className={classes.description}>
                  <Text size="sm" lineClamp={2}>
                    {row.description}
                  </Text>
                  {row.reference !== null && (
                    <Text size="xs" c="dimmed">
                      Ref {row.reference}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={row.type === 'general' ? 'gray.7' : undefined}>
                    {EXPENSE_TYPE_LABELS[row.type]}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <DriverAndTruck row={row} />
                </Table.Td>
                <Table.Td>{row.job ?? '—'}</Table.Td>
                <Table.Td className={classes.nowrap}>
                  {row.due_date === null ? '—' : formatDisplayDate(row.due_date)}
                  {overdue && (
                    <Badge ml={6} color="red.9" variant="filled" size="sm" radius="sm" className={classes.whole}>
                      Overdue
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={EXPENSE_STATUS_COLORS[row.status].tint}
                    c={EXPENSE_STATUS_COLORS[row.status].text}
                    radius="sm"
                    className={classes.whole}
                  >
                    {EXPENSE_STATUS_LABELS[row.status]}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right" className={classes.figure}>
                  {formatBD(bdToFils(row.amount))}
                </Table.Td>
                <Table.Td ta="right" className={classes.figure}>
                  {formatBD(bdToFils(row.vat_amount))}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
