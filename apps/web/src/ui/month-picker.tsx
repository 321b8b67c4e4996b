import { useMemo } from 'react';
import { Select, type MantineSize } from '@mantine/core';
import { monthLabel } from '@fleetledger/shared/dates';

interface MonthPickerProps {
  /** The chosen month, YYYY-MM. */
  value: string;
  /** The months offered, YYYY-MM; the chosen one is offered too when it lies outside them. */
  months: readonly string[];
  onChange: (month: string) => void;
  label?: string;
  /** Named for screen readers only, where the toolbar has no room for a visible label. */
  hiddenLabel?: boolean;
  size?: MantineSize;
  w?: number;
  className?: string;
}

/** The one month chooser of every monthly screen: 'Nov 2026', typed to filter, never empty. */
export function MonthPicker({
  value,
  months,
  onChange,
  label = 'Month',
  hiddenLabel = false,
  size,
  w = 150,
  className,
}: MonthPickerProps) {
  const data = useMemo(
    () =>
      (months.includes(value) ? months : [value, ...months]).map((month) => ({
        value: month,
        label: monthLabel(month),
      })),
    [months, value],
  );
  return (
    <Select
      label={hiddenLabel ? undefined : label}
      aria-label={hiddenLabel ? label : undefined}
      data={data}
      value={value}
      allowDeselect={false}
      searchable
      size={size}
      w={w}
      className={className}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={320}
      onChange={(month) => month !== null && onChange(month)}
    />
  );
}
