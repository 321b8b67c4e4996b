import '@mantine/dates/styles.css';
import type { Ref } from 'react';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { DISPLAY_DATE_FORMAT, parseDateEntry } from '@fleetledger/shared/dates';

interface DateFieldProps extends Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser'
> {
  /** YYYY-MM-DD, or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  /** YYYY-MM whose month and year fill in a typed '5' or '5/11'; without it the year must be typed. */
  typingMonth?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date box that shows and takes dates as DD/MM/YYYY (the one display format; README, design decisions)
 * while the form keeps YYYY-MM-DD. Typing that does not make a date leaves the last date in place,
 * and the box shows it again on leaving, so what is shown is what is saved. Emptying the box
 * clears the date; required dates are checked by the form.
 */
// Screen readers (and the axe checks) need names for the calendar's arrow buttons.
const CALENDAR_LABELS = {
  monthLevelControl: 'Choose the month',
  yearLevelControl: 'Choose the year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

export function DateField({ value, onChange, typingMonth, ref, ...rest }: DateFieldProps) {
  return (
    <DateInput
      ref={ref}
      {...rest}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={DISPLAY_DATE_FORMAT}
      dateParser={(text) => parseDateEntry(text, typingMonth)}
      placeholder={rest.placeholder ?? 'DD/MM/YYYY'}
      // Bahrain's week: it starts on Sunday; Friday and Saturday are the weekend.
      firstDayOfWeek={0}
      weekendDays={[5, 6]}
      allowDeselect
      ariaLabels={CALENDAR_LABELS}
    />
  );
}
