import { Table } from '@mantine/core';
import { DebitCreditTotals } from '../../../ui/debit-credit-totals';
import { AccountCell, FigureCell, KeyboardGrid } from '../../../ui/keyboard-grid';
import { FILLED_ACCOUNTS, isBlankAccountLine, newAccountLine, type AccountLineDraft } from '../model/opening-drafts';

interface AccountBalancesGridProps {
  lines: readonly AccountLineDraft[];
  /** The messages of the lines' fields, keyed `accounts.{index}.{field}`. */
  errors: Readonly<Record<string, string>>;
  /** The debits and credits of the balances typed so far. */
  totals: { debitFils: number; creditFils: number };
  onChange: (lines: AccountLineDraft[]) => void;
}

const SIDES = [
  { field: 'debit', label: 'Debit' },
  { field: 'credit', label: 'Credit' },
] as const;

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
          {SIDES.map(({ field, label }) => (
            <Table.Th key={field} ta="right">
              {label}
            </Table.Th>
          ))}
        </>
      }
      lines={lines}
      isBlank={isBlankAccountLine}
      newLine={newAccountLine}
      onChange={onChange}
      cells={(line, index, change) => {
        const n = index + 1;
        const error = (field: string) => errors[`accounts.${index}.${field}`];
        return (
          <>
            <AccountCell
              n={n}
              accountId={line.accountId}
              accountName={line.accountName}
              error={error('account_id')}
              leaveOut={FILLED_ACCOUNTS}
              onChange={(account) =>
                change({ ...line, accountId: account?.id ?? null, accountName: account?.name ?? '' })
              }
            />
            {SIDES.map(({ field, label }) => (
              <FigureCell
                key={field}
                label={`${label}, line ${n}`}
                value={line[field]}
                error={error(field)}
                onChange={(value) => change({ ...line, [field]: value })}
              />
            ))}
          </>
        );
      }}
      footer={
        <DebitCreditTotals debitFils={totals.debitFils} creditFils={totals.creditFils}>
          <Table.Td />
        </DebitCreditTotals>
      }
    />
  );
}
