import { Table } from '@mantine/core';
import { DebitCreditTotals } from '../../../ui/debit-credit-totals';
import { AccountSideCells, KeyboardGrid } from '../../../ui/keyboard-grid';
import { FILLED_ACCOUNTS, isBlankAccountLine, newAccountLine, type AccountLineDraft } from '../model/opening-drafts';

interface AccountBalancesGridProps {
  lines: readonly AccountLineDraft[];
  /** The messages of the lines' fields, keyed `accounts.{index}.{field}`. */
  errors: Readonly<Record<string, string>>;
  /** The debits and credits of the balances typed so far. */
  totals: { debitFils: number; creditFils: number };
  onChange: (lines: AccountLineDraft[]) => void;
}

/**
 * Each account's closing balance from the old books, a line per account in a keyboard-first grid, with
 * the debits and credits as they are typed. The accounts the opening balances fill themselves are not
 * offered.
 */
export function AccountBalancesGrid({ lines, errors, totals, onChange }: AccountBalancesGridProps) {
  return (
    <KeyboardGrid
      label="Account balances"
      minWidth={560}
      noun="line"
      headings={
        <>
          <Table.Th>Account</Table.Th>
          <Table.Th ta="right">Debit</Table.Th>
          <Table.Th ta="right">Credit</Table.Th>
        </>
      }
      lines={lines}
      isBlank={isBlankAccountLine}
      newLine={newAccountLine}
      onChange={onChange}
      cells={(line, index, change) => (
        <AccountSideCells
          n={index + 1}
          line={line}
          error={(field) => errors[`accounts.${index}.${field}`]}
          leaveOut={FILLED_ACCOUNTS}
          onAccount={(account) => change({ ...line, accountId: account?.id ?? null, accountName: account?.name ?? '' })}
          onSide={(side, value) => change({ ...line, [side]: value })}
        />
      )}
      footer={
        <DebitCreditTotals debitFils={totals.debitFils} creditFils={totals.creditFils}>
          <Table.Td />
        </DebitCreditTotals>
      }
    />
  );
}
