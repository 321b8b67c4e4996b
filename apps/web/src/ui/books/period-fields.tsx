import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { DateField } from '../date-field';
import {
  periodProblem,
  quickPeriod,
  QUICK_PERIODS,
  type PeriodProblem,
  type QuickPeriodKey,
} from '../../lib/books/books-period';

const ENDS: { end: keyof BooksPeriod; label: string }[] = [
  { end: 'from', label: 'From' },
  { end: 'to', label: 'To' },
];

interface PeriodFieldsProps {
  period: BooksPeriod;
  today: string;
  /** Called with a period the server will take; a wrong one stays in the boxes with its message. */
  onChange: (period: BooksPeriod) => void;
  quick?: readonly QuickPeriodKey[];
}

/** From and To with quick choices: a period applies as soon as it is a right one. */
export function PeriodFields({
  period,
  today,
  onChange,
  quick = QUICK_PERIODS.map((choice) => choice.key),
}: PeriodFieldsProps) {
  const [draft, setDraft] = useState(period);
  const [problem, setProblem] = useState<PeriodProblem>(null);
  const [applied, setApplied] = useState(period);
  // A period chosen elsewhere (a link, Back) replaces what the boxes hold.
  if (applied.from !== period.from || applied.to !== period.to) {
    setApplied(period);
    setDraft(period);
    setProblem(null);
  }

  const change = (next: BooksPeriod) => {
    setDraft(next);
    const found = periodProblem(next);
    setProblem(found);
    if (found === null) onChange(next);
  };

  return (
    <>
      {ENDS.map(({ end, label }) => (
        <DateField
          key={end}
          label={label}
          required
          w={170}
          value={draft[end]}
          error={problem?.end === end ? problem.message : undefined}
          onChange={(date) => change({ ...draft, [end]: date })}
        />
      ))}
      <Group gap={6} role="group" aria-label="Quick periods" w="100%">
        <Text size="xs" c="gray.7" fw={600} mr={4}>
          Quick periods
        </Text>
        {quick
          .map((key) => QUICK_PERIODS.find((choice) => choice.key === key)!)
          .map((choice) => (
            <Button
              key={choice.key}
              size="compact-sm"
              variant="light"
              color="gray"
              onClick={() => change(quickPeriod(choice.key, today))}
            >
              {choice.label}
            </Button>
          ))}
      </Group>
    </>
  );
}
