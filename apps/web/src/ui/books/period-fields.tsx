import { useState } from 'react';
import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { periodProblem, type PeriodProblem } from '../../lib/period-problem';
import type { QuickPeriodKey } from '../../lib/quick-periods';
import { PeriodDateFields } from '../period-date-fields';
import { QuickPeriodButtons } from '../quick-period-buttons';

const BOOKS_QUICK_PERIODS: readonly QuickPeriodKey[] = [
  'this_month',
  'last_month',
  'this_quarter',
  'last_quarter',
  'this_year',
];

interface PeriodFieldsProps {
  period: BooksPeriod;
  today: string;
  /** Called with a period the server will take; a wrong one stays in the boxes with its message. */
  onChange: (period: BooksPeriod) => void;
  quick?: readonly QuickPeriodKey[];
}

/** From and To with quick choices: a period applies as soon as it is a right one. */
export function PeriodFields({ period, today, onChange, quick = BOOKS_QUICK_PERIODS }: PeriodFieldsProps) {
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
      <PeriodDateFields period={draft} problem={problem} width={170} onChange={change} />
      <QuickPeriodButtons label="Quick periods" choices={quick} today={today} onPick={change} w="100%" />
    </>
  );
}
