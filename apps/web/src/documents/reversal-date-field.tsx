import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { todayIn } from '@fleetledger/shared/dates';
import { defaultReversalDate, nextMonthStart, reversalDateProblem } from '@fleetledger/shared/journals/journal-rules';
import { lockDateResponse } from '@fleetledger/shared/ledger/lock-date.contract';
import { useBooksCall, WHOLE_BOOKS } from '../lib/books/books-call';
import { COMPANY_TIME_ZONE } from '../lib/company-time-zone';
import { DateField } from '../ui/date-field';

/**
 * The day a posted journal's reversal is dated, for the moves that leave Posted: first the first of
 * the month after the journal (where an accrual is undone) when the books are open then, else today.
 * The server checks the same rule (reversalDateProblem) against the lock date.
 */
export function useReversalDate(journalDate: string | null) {
  const lock = useBooksCall('lock_date', journalDate === null ? null : WHOLE_BOOKS, lockDateResponse).data;
  const [chosen, setChosen] = useState<string | null>(null);
  const today = todayIn(COMPANY_TIME_ZONE);
  const lockDate = lock?.lock_date ?? null;
  const value = chosen ?? (journalDate === null ? '' : defaultReversalDate(journalDate, lockDate, today));
  return {
    value,
    choose: setChosen,
    /** Back to the offered day, as the dialog opens. */
    reset: () => setChosen(null),
    problem:
      journalDate === null
        ? null
        : value === ''
          ? 'Choose the day to reverse on'
          : reversalDateProblem(value, journalDate, lockDate),
    choices:
      journalDate === null
        ? []
        : [
            { label: 'First of next month', date: nextMonthStart(journalDate) },
            { label: 'Journal date', date: journalDate },
            { label: 'Today', date: today },
          ],
  };
}

type ReversalDate = ReturnType<typeof useReversalDate>;

/** 'Reverse on': the date, with one click for the usual days. */
export function ReversalDateField({ reversal }: { reversal: ReversalDate }) {
  return (
    <Stack gap={6}>
      <DateField
        label="Reverse on"
        description="The day the journal's lines are reversed in the books"
        value={reversal.value}
        onChange={reversal.choose}
        error={reversal.problem}
        w={200}
      />
      <Group gap="xs" role="group" aria-label="Reverse on quick choices">
        {reversal.choices.map((choice) => (
          <Button
            key={choice.label}
            size="compact-xs"
            variant={choice.date === reversal.value ? 'light' : 'default'}
            onClick={() => reversal.choose(choice.date)}
          >
            {choice.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
