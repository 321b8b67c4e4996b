import { CloseButton, Table, Text } from '@mantine/core';
import { AccountPicker } from '../../../ui/account-picker';
import { FigureCellInput } from '../../../ui/figure-cell-input';
import { MoneyText } from '../../../ui/money-text';
import { useKeyboardGrid } from '../../../ui/use-keyboard-grid';
import { FILLED_ACCOUNTS, isBlankAccountLine, newAccountLine, type AccountLineDraft } from '../model/opening-drafts';

interface AccountBalancesGridProps {
  lines: readonly AccountLineDraft[];
  /** The messages of the lines' fields, keyed `accounts.{index}.{field}`. */
  errors: Readonly<Record<string, string>>;
  /** The debits and credits of the balances typed so far. */
  totals: { debitFils: number; creditFils: number };
  onChange: (lines: AccountLineDraft[]) => void;
}

interface AccountLineRowProps {
  line: AccountLineDraft;
  index: number;
  errors: Readonly<Record<string, string>>;
  onChange: (line: AccountLineDraft) => void;
  onDelete: () => void;
}

function AccountLineRow({ line, index, errors, onChange, onDelete }: AccountLineRowProps) {
  const n = index + 1;
  const error = (field: string) => errors[`accounts.${index}.${field}`];
  return (
    <Table.Tr data-line={index}>
      <Table.Td>{n}</Table.Td>
      <Table.Td data-cell>
        <AccountPicker
          label={`Account, line ${n}`}
          labelHidden
          accountId={line.accountId}
          accountName={line.accountName}
          error={error('account_id')}
          minLetters={3}
          leaveOut={FILLED_ACCOUNTS}
          onChange={(account) =>
            onChange({ ...line, accountId: account?.id ?? null, accountName: account?.name ?? '' })
          }
        />
      </Table.Td>
      {(['debit', 'credit'] as const).map((side) => (
        <Table.Td data-cell key={side}>
          <FigureCellInput
            label={`${side === 'debit' ? 'Debit' : 'Credit'}, line ${n}`}
            value={line[side]}
            error={error(side)}
            onChange={(value) => onChange({ ...line, [side]: value })}
          />
        </Table.Td>
      ))}
      <Table.Td>
        <CloseButton tabIndex={-1} aria-label={`Delete line ${n}`} onClick={onDelete} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Each account's closing balance from the old books, as a keyboard-first grid: Enter or Tab to the
 * next cell and on to the next line, Shift+Tab back, a new line when the last is left, Ctrl+Delete to
 * delete a line; the debits and credits as they are typed.
 */
export function AccountBalancesGrid({ lines, errors, totals, onChange }: AccountBalancesGridProps) {
  const { grid, onKeyDown, deleteLine } = useKeyboardGrid(lines, {
    isBlank: isBlankAccountLine,
    newLine: newAccountLine,
    onChange,
  });
  return (
    <Table.ScrollContainer minWidth={620} type="native">
      <Table ref={grid} aria-label="Account balances" onKeyDown={onKeyDown} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32}>#</Table.Th>
            <Table.Th>Account</Table.Th>
            <Table.Th ta="right">Debit</Table.Th>
            <Table.Th ta="right">Credit</Table.Th>
            <Table.Th w={40}>
              <Text span size="xs" c="dimmed">
                Delete
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <AccountLineRow
              key={line.key}
              line={line}
              index={index}
              errors={errors}
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
              <MoneyText fils={totals.debitFils} />
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              <MoneyText fils={totals.creditFils} />
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
