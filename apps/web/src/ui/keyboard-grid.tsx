import type { ReactNode } from 'react';
import { CloseButton, Select, Table, Text, TextInput } from '@mantine/core';
import type { AccountLookup } from '@fleetledger/shared/lookups/lookups.contract';
import { AccountPicker } from './account-picker';
import { useKeyboardGrid } from './use-keyboard-grid';

interface KeyboardGridProps<L extends { key: string }> {
  /** The table's name, e.g. 'Journal lines'. */
  label: string;
  minWidth: number;
  /** A class of the table's own, e.g. one that lays its lines out in tiers. */
  className?: string;
  /** What one line is called in its cells' names and its Delete button: 'line', 'item'. */
  noun: string;
  /** The column headings between the line number and Delete. */
  headings: ReactNode;
  lines: readonly L[];
  /** A line nothing was typed in: the grid's spare line. */
  isBlank: (line: L) => boolean;
  newLine: () => L;
  onChange: (lines: L[]) => void;
  /** A line's cells between its number and Delete, each the keys move through marked `data-cell`. */
  cells: (line: L, index: number, change: (line: L) => void) => ReactNode;
  /** What closes the table, e.g. its totals. */
  footer?: ReactNode;
}

/**
 * Lines typed in a keyboard-first grid: each row its number, its cells and a Delete button kept out
 * of the keys' way; Enter or Tab to the next cell and on to the next line, Shift+Tab back, a new line
 * when the last is left, Ctrl+Delete to delete a line (`useKeyboardGrid`).
 */
export function KeyboardGrid<L extends { key: string }>(props: KeyboardGridProps<L>) {
  const { label, minWidth, className, noun, headings, lines, isBlank, newLine, onChange, cells, footer } = props;
  const { grid, onKeyDown, deleteLine } = useKeyboardGrid(lines, { isBlank, newLine, onChange });
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table
        ref={grid}
        className={className}
        aria-label={label}
        onKeyDown={onKeyDown}
        verticalSpacing={4}
        horizontalSpacing={6}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32}>#</Table.Th>
            {headings}
            <Table.Th w={40}>
              <Text span size="xs" c="dimmed">
                Delete
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={line.key} data-line={index}>
              <Table.Td>{index + 1}</Table.Td>
              {cells(line, index, (changed) => onChange(lines.map((other, at) => (at === index ? changed : other))))}
              <Table.Td>
                <CloseButton
                  tabIndex={-1}
                  aria-label={`Delete ${noun} ${index + 1}`}
                  onClick={() => deleteLine(index)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer}
      </Table>
    </Table.ScrollContainer>
  );
}

const FIGURE = { input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } } as const;

interface FigureCellProps {
  /** Read out, not shown: the column names the cell, e.g. 'Debit, line 2'. */
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A BD figure typed in a grid: set right in tabular figures, with the decimal keypad on a phone. */
export function FigureCell({ label, value, error, onChange }: FigureCellProps) {
  return (
    <Table.Td data-cell>
      <TextInput
        aria-label={label}
        inputMode="decimal"
        value={value}
        error={error}
        styles={FIGURE}
        // Wide enough for the largest amount, 9999999.999, whole.
        w={130}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Table.Td>
  );
}

const SIDES = [
  { field: 'debit', label: 'Debit' },
  { field: 'credit', label: 'Credit' },
] as const;

interface AccountSideCellsProps {
  /** The line's number, as its cells' names say it: 'Account, line 2'. */
  n: number;
  line: { accountId: number | null; accountName: string; debit: string; credit: string };
  /** The message of one of the line's fields: account_id, debit, credit. */
  error: (field: string) => string | undefined;
  /** Accounts the line cannot take, left out of the search. */
  leaveOut?: readonly number[];
  onAccount: (account: AccountLookup | null) => void;
  onSide: (side: 'debit' | 'credit', value: string) => void;
}

/**
 * A ledger line's account, searched once 3 letters are typed (the accounting spec's create screens),
 * and its debit and credit.
 */
export function AccountSideCells({ n, line, error, leaveOut, onAccount, onSide }: AccountSideCellsProps) {
  return (
    <>
      <Table.Td data-cell>
        <AccountPicker
          label={`Account, line ${n}`}
          labelHidden
          minLetters={3}
          accountId={line.accountId}
          accountName={line.accountName}
          error={error('account_id')}
          leaveOut={leaveOut}
          onChange={onAccount}
        />
      </Table.Td>
      {SIDES.map(({ field, label }) => (
        <FigureCell
          key={field}
          label={`${label}, line ${n}`}
          value={line[field]}
          error={error(field)}
          onChange={(value) => onSide(field, value)}
        />
      ))}
    </>
  );
}

export interface GridChoice {
  value: string;
  label: string;
}

interface ChoiceInputProps {
  /** Read out, not shown: the column names the cell, e.g. 'Truck, line 2'. */
  label: string;
  placeholder?: string;
  choices: readonly GridChoice[];
  /** The chosen record's id, or null. */
  value: number | null;
  error?: string;
  width: number;
  onChange: (id: number | null) => void;
}

/**
 * A record of a grid line (a customer, a truck) picked by typing part of its name: Enter takes the
 * first match, so the keys carry on to the next cell.
 */
export function ChoiceInput({ label, placeholder, choices, value, error, width, onChange }: ChoiceInputProps) {
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
      searchable
      clearable
      selectFirstOptionOnChange
      data={choices}
      value={value === null ? null : String(value)}
      error={error}
      miw={width}
      onChange={(chosen) => onChange(chosen === null ? null : Number(chosen))}
    />
  );
}
