import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { yearTo } from '../../../lib/books/statement-link';
import { AsAtBooksPage } from '../../../ui/books/as-at-books-page';
import { customerStatementsPdfUrl, useCustomerStatements } from '../api/statement-calls';
import { CustomerStatementsTable } from '../components/customer-statements-table';
import { LeftOutNotice, SendStatementsButton } from '../components/send-statements-button';
import { chosenInOrder, printAllRefusal } from '../model/customer-statements-view';

/**
 * Customer Statements, /books/statements: every customer who owes something or holds an advance on
 * the date, to open one statement or print the chosen ones together (from 1 January to the date).
 */
export function CustomerStatementsPage() {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [leftOut, setLeftOut] = useState<readonly string[]>([]);

  return (
    <AsAtBooksPage
      title="Customer Statements"
      description="Every customer with a balance on the date: their aging and last receipt, their statements to print or send together."
      useFigures={useCustomerStatements}
    >
      {(list, date) => {
        const period = yearTo(date);
        const ids = chosenInOrder(
          list.rows.map((row) => row.customer_id),
          chosen,
        );
        const refusal = printAllRefusal(ids.length);
        return (
          <Stack gap="md">
            <Paper withBorder radius="md" px="md" py="sm">
              <Group justify="space-between" gap="sm">
                <div>
                  <Text fw={600} c="gray.8" data-testid="books-period">
                    As at {formatDisplayDate(list.date)}
                  </Text>
                  <Text size="sm" c="gray.7">
                    Statements from {formatDisplayDate(period.from)} to {formatDisplayDate(period.to)}
                  </Text>
                  <Text size="sm" c="gray.7" aria-live="polite">
                    {ids.length} of {list.rows.length} chosen{refusal === null ? '' : ` · ${refusal}`}
                  </Text>
                </div>
                <Group gap="sm">
                  <SendStatementsButton customerIds={ids} period={period} refusal={refusal} onLeftOut={setLeftOut} />
                  {refusal === null ? (
                    <Button component="a" href={customerStatementsPdfUrl(ids, period)} download>
                      Print all ({ids.length})
                    </Button>
                  ) : (
                    <Button disabled>Print all</Button>
                  )}
                </Group>
              </Group>
            </Paper>
            <LeftOutNotice names={leftOut} />
            <CustomerStatementsTable list={list} chosen={chosen} onChoose={setChosen} />
          </Stack>
        );
      }}
    </AsAtBooksPage>
  );
}
