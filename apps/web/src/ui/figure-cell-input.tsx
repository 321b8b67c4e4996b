import { TextInput } from '@mantine/core';

const FIGURE = { input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } } as const;

interface FigureCellInputProps {
  /** Read out, not shown: the grid's column names the cell, e.g. 'Debit, line 2'. */
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A BD figure typed in a grid cell: set right in tabular figures, with the decimal keypad on a phone. */
export function FigureCellInput({ label, value, error, onChange }: FigureCellInputProps) {
  return (
    <TextInput
      aria-label={label}
      inputMode="decimal"
      value={value}
      error={error}
      styles={FIGURE}
      w={130}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
