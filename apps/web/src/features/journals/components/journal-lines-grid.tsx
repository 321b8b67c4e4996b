import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Table, Text } from '@mantine/core';
import { useCustomerChoices, useTruckChoices } from '../../../lib/voucher-lookups';
import { MoneyText } from '../../../ui/money-text';
import { gridMove } from '../model/grid-moves';
import { draftTotals, isBlankLine, newLine, type JournalLineDraft } from '../model/journal-drafts';
import { JournalLineRow } from './journal-line-row';

interface JournalLinesGridProps {
  lines: readonly JournalLineDraft[];
  /** The messages of the lines' fields, keyed `lines.{index}.{field}` by the grid's lines. */
  errors: Readonly<Record<string, string>>;
  onChange: (lines: JournalLineDraft[]) => void;
}

/** The grid's cells in order, line after line: the inputs of the cells the keys move through. */
const cellsOf = (grid: HTMLElement | null) =>
  Array.from(grid?.querySelectorAll<HTMLInputElement>('[data-cell] input:not([type="hidden"])') ?? []);

const firstCellOf = (grid: HTMLElement | null, line: number) =>
  grid?.querySelector<HTMLInputElement>(`[data-line="${line}"] [data-cell] input:not([type="hidden"])`);

/**
 * A journal's lines as a keyboard-first grid: Enter or Tab to the next cell and on to the next line,
 * Shift+Tab back, a new line when the last one is left, Ctrl+Delete to delete the line; the totals of
 * the debits and credits and their difference as they are typed.
 */
export function JournalLinesGrid({ lines, errors, onChange }: JournalLinesGridProps) {
  const grid = useRef<HTMLTableElement>(null);
  const focusLine = useRef<number | null>(null);
  const customers = useCustomerChoices().data?.data ?? [];
  const trucks = useTruckChoices().data?.data ?? [];
  const parties = customers.map((c) => ({ value: String(c.id), label: c.name }));
  const truckChoices = trucks.map((t) => ({ value: String(t.id), label: t.number }));
  const { debitFils, creditFils, differenceFils } = draftTotals(lines);

  useEffect(() => {
    if (focusLine.current === null) return;
    firstCellOf(grid.current, focusLine.current)?.focus();
    focusLine.current = null;
  }, [lines]);

  const deleteLine = (index: number) => {
    const rest = lines.filter((_, at) => at !== index);
    focusLine.current = Math.min(index, rest.length - 1);
    onChange(rest.length === 0 ? [newLine()] : rest);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const line = Number(target.closest<HTMLElement>('[data-line]')?.dataset.line ?? -1);
    if (line < 0 || event.defaultPrevented) return;
    if (event.key === 'Delete' && event.ctrlKey) {
      event.preventDefault();
      deleteLine(line);
      return;
    }
    if (event.key !== 'Enter' && event.key !== 'Tab') return;
    // An open list keeps Enter to pick from it (arrow keys choose); Tab still moves on.
    if (event.key === 'Enter' && target.getAttribute('aria-expanded') === 'true') {
      event.preventDefault();
      return;
    }
    const cells = cellsOf(grid.current);
    const move = gridMove(
      event.key,
      event.shiftKey,
      cells.indexOf(target as HTMLInputElement),
      cells.length,
      isBlankLine(lines[lines.length - 1]!),
    );
    if (move.to === 'out') return;
    event.preventDefault();
    if (move.to === 'cell') cells[move.index]?.focus();
    if (move.to === 'new-line') {
      focusLine.current = lines.length;
      onChange([...lines, newLine()]);
    }
  };

  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table ref={grid} aria-label="Journal lines" onKeyDown={onKeyDown} verticalSpacing={4} horizontalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32}>#</Table.Th>
            <Table.Th>Account</Table.Th>
            <Table.Th ta="right">Debit</Table.Th>
            <Table.Th ta="right">Credit</Table.Th>
            <Table.Th>Customer / Supplier</Table.Th>
            <Table.Th>Truck</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th w={40}>
              <Text span size="xs" c="dimmed">
                Delete
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <JournalLineRow
              key={line.key}
              line={line}
              index={index}
              errors={errors}
              parties={parties}
              trucks={truckChoices}
              onChange={(changed) => onChange(lines.map((other, at) => (at === index ? changed : other)))}
              onDelete={() => deleteLine(index)}
            />
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2} scope="row">
              Totals
            </Table.Th>
            <Table.Td ta="right" fw={700}>
              <MoneyText fils={debitFils} />
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              <MoneyText fils={creditFils} />
            </Table.Td>
            <Table.Td colSpan={4}>
              <Text span role="status" fw={500} c={differenceFils === 0 ? undefined : 'red.9'}>
                {'Difference '}
                <MoneyText fils={differenceFils} fw={700} />
                {differenceFils === 0
                  ? ' (balanced)'
                  : differenceFils > 0
                    ? ' (debits exceed credits)'
                    : ' (credits exceed debits)'}
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
