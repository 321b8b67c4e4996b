import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { monthLabel } from '@fleetledger/shared/dates';
import { EXPENSE_STATUSES, EXPENSE_TYPES } from '@fleetledger/shared/expenses/expenses.contract';
import {
  DEFAULT_EXPENSE_SORT,
  EXPENSE_PAGE_SIZE,
  filterExpenses,
  hasActiveFilters,
  NO_EXPENSE_FILTERS,
  sortExpenses,
  summariseExpenses,
  toggleSort,
  type ExpenseFilters,
  type ExpenseSortKey,
} from '@fleetledger/shared/expenses/expenses.rules';
import { bdToFils } from '@fleetledger/shared/money';
import { pageCount, pageOf } from '@fleetledger/shared/paging';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { AlertIcon, SearchIcon } from '../../../ui/icons';
import { PageList } from '../../../ui/page-list';
import { MonthPicker } from '../../../ui/month-picker';
import { PageTitle } from '../../../ui/page-title';
import { useMonthExpenses } from '../api/use-month-expenses';
import { EXPENSE_STATUS_LABELS, EXPENSE_TYPE_LABELS } from '../expense-labels';
import { EXPENSE_SCREEN_MESSAGES as MESSAGES } from '../expense-screen-messages';
import { ExpenseRecordsTable } from '../records/expense-records-table';
import { ExpenseSummaryCards } from '../records/expense-summary-cards';
import { ExportMenu } from '../records/export-menu';
import { listErrorMessage } from '../records/list-error-message';
import { useRememberedMonth } from '../records/use-remembered-month';

const STATUS_FILTER = [
  { value: 'all', label: 'All statuses' },
  ...EXPENSE_STATUSES.map((status) => ({ value: status, label: EXPENSE_STATUS_LABELS[status] })),
];
const TYPE_FILTER = [
  { value: 'all', label: 'All types' },
  ...EXPENSE_TYPES.map((type) => ({ value: type, label: EXPENSE_TYPE_LABELS[type] })),
];

type ChoiceFilter = 'status' | 'type';
const CHOICE_FILTERS: { filter: ChoiceFilter; label: string; data: typeof STATUS_FILTER; width: number }[] = [
  { filter: 'status', label: 'Status', data: STATUS_FILTER, width: 150 },
  { filter: 'type', label: 'Type', data: TYPE_FILTER, width: 160 },
];

/** Expense Records, /expense-table. */
export function ExpenseRecordsPage() {
  const { month, setMonth, choices } = useRememberedMonth();
  const [filters, setFilters] = useState<ExpenseFilters>(NO_EXPENSE_FILTERS);
  const [sort, setSort] = useState(DEFAULT_EXPENSE_SORT);
  const [page, setPage] = useState(1);
  const list = useMonthExpenses(month);

  // A failed load empties the list, whatever an earlier load left in the cache.
  const monthRows = useMemo(() => (list.isError ? [] : (list.data?.expenses ?? [])), [list.isError, list.data]);
  const listed = useMemo(() => sortExpenses(filterExpenses(monthRows, filters), sort), [monthRows, filters, sort]);
  const summary = useMemo(() => summariseExpenses(listed), [listed]);
  const vatFils = useMemo(() => listed.reduce((sum, row) => sum + bdToFils(row.vat_amount), 0), [listed]);
  const totalPages = pageCount(listed.length, EXPENSE_PAGE_SIZE);
  const shownPage = Math.min(page, totalPages);
  const pageRows = pageOf(listed, shownPage, EXPENSE_PAGE_SIZE);
  // The company's day from the server; nothing is listed (so nothing is overdue) before it arrives.
  const today = list.data?.today ?? '';

  const changeFilters = (patch: Partial<ExpenseFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const choose = <F extends ChoiceFilter>(filter: F, value: string | null) => {
    const patch: Partial<ExpenseFilters> = {};
    // The selects offer only 'all' and the filter's own values.
    patch[filter] = (value ?? 'all') as ExpenseFilters[F];
    changeFilters(patch);
  };

  const firstShown = listed.length === 0 ? 0 : (shownPage - 1) * EXPENSE_PAGE_SIZE + 1;
  const lastShown = Math.min(shownPage * EXPENSE_PAGE_SIZE, listed.length);

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle title="Expense Records" description={`Expenses of ${monthLabel(month)}`} />
        <Group gap="sm">
          <ExportMenu rows={listed} month={month} />
          <Button component={Link} to="/expense-entry">
            Add Expense
          </Button>
        </Group>
      </Group>

      {list.isError && (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" mb="lg">
          {listErrorMessage(list.error)}
        </Alert>
      )}

      <ExpenseSummaryCards summary={summary} vatFils={vatFils} />

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
          <MonthPicker
            value={month}
            months={choices}
            onChange={(value) => {
              setMonth(value);
              setPage(1);
            }}
          />
          <TextInput
            label="Search"
            placeholder="Charge, description, driver or truck"
            leftSection={<SearchIcon size={16} />}
            value={filters.search}
            onChange={(event) => changeFilters({ search: event.currentTarget.value })}
            style={{ flex: '1 1 16rem' }}
          />
          {CHOICE_FILTERS.map(({ filter, label, data, width }) => (
            <Select
              key={filter}
              label={label}
              data={data}
              value={filters[filter]}
              allowDeselect={false}
              w={width}
              onChange={(value) => choose(filter, value)}
            />
          ))}
          {hasActiveFilters(filters) && (
            <Button variant="subtle" onClick={() => changeFilters(NO_EXPENSE_FILTERS)}>
              Clear filters
            </Button>
          )}
        </Group>

        {list.isPending ? (
          <FullPageLoader label="Loading expenses..." fullHeight={false} />
        ) : listed.length === 0 ? (
          <Stack align="center" gap={4} py="xl" role="status">
            <Text fw={600} size="lg">
              {MESSAGES.emptyTitle}
            </Text>
            <Text c="dimmed">{monthRows.length === 0 ? MESSAGES.emptyMonth : MESSAGES.emptyFiltered}</Text>
          </Stack>
        ) : (
          <>
            <ExpenseRecordsTable
              rows={pageRows}
              sort={sort}
              today={today}
              onSort={(key: ExpenseSortKey) => {
                setSort((current) => toggleSort(current, key));
                setPage(1);
              }}
            />
            <Text size="sm" c="dimmed" mt="sm" aria-live="polite">
              Showing {firstShown}–{lastShown} of {listed.length} expenses
            </Text>
            <PageList page={shownPage} totalPages={totalPages} onPage={setPage} />
          </>
        )}
      </Paper>
    </>
  );
}
