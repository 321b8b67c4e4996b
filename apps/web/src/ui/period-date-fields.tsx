import type { PeriodProblem } from '../lib/period-problem';
import type { Period } from '../lib/quick-periods';
import { DateField } from './date-field';

const ENDS: { end: keyof Period; label: string }[] = [
  { end: 'from', label: 'From' },
  { end: 'to', label: 'To' },
];

interface PeriodDateFieldsProps {
  period: Period;
  /** Shown under the date that is wrong. */
  problem: PeriodProblem;
  width: number;
  onChange: (period: Period) => void;
}

/** From and To, both required. */
export function PeriodDateFields({ period, problem, width, onChange }: PeriodDateFieldsProps) {
  return ENDS.map(({ end, label }) => (
    <DateField
      key={end}
      label={label}
      required
      w={width}
      value={period[end]}
      error={problem?.end === end ? problem.message : undefined}
      onChange={(date) => onChange({ ...period, [end]: date })}
    />
  ));
}
