import { Table, Text } from '@mantine/core';
import { useCustomerChoices, useTruckChoices } from '../../../lib/lookups';
import { DebitCreditTotals } from '../../../ui/debit-credit-totals';
import { MoneyText } from '../../../ui/money-text';
import { KeyboardGrid } from '../../../ui/keyboard-grid';
import { draftTotals, isBlankLine, newLine, type JournalLineDraft } from '../model/journal-drafts';
import { JournalLineCells } from './journal-line-row';
import { JournalColumnHeads } from './journal-lines-table';
import classes from './journal-lines-grid.module.css';

interface JournalLinesGridProps {
  lines: readonly JournalLineDraft[];
  /** The messages of the lines' fields, keyed `lines.{index}.{field}` by the grid's lines. */
  errors: Readonly<Record<string, string>>;
  onChange: (lines: JournalLineDraft[]) => void;
}

/**
 * A journal's lines as a keyboard-first grid: Enter or Tab to the next cell and on to the next line,
 * Shift+Tab back, a new line when the last one is left, Ctrl+Delete to delete the line; the totals of
 * the debits and credits and their difference as they are typed.
 */
export function JournalLinesGrid({ lines, errors, onChange }: JournalLinesGridProps) {
  const customers = useCustomerChoices().data?.data ?? [];
  const trucks = useTruckChoices().data?.data ?? [];
  const choices = {
    parties: customers.map((c) => ({ value: String(c.id), label: c.name })),
    trucks: trucks.map((t) => ({ value: String(t.id), label: t.number })),
  };
  const { debitFils, creditFils, differenceFils } = draftTotals(lines);

  return (
    <KeyboardGrid
      label="Journal lines"
      minWidth={0}
      className={classes.grid}
      noun="line"
      headings={<JournalColumnHeads />}
      lines={lines}
      isBlank={isBlankLine}
      newLine={newLine}
      onChange={onChange}
      cells={(line, index, change) => (
        <JournalLineCells line={line} index={index} errors={errors} choices={choices} onChange={change} />
      )}
      footer={
        <DebitCreditTotals debitFils={debitFils} creditFils={creditFils}>
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
        </DebitCreditTotals>
      }
    />
  );
}
