import { Select } from '@mantine/core';
import { failureMessage } from '../../../lib/failure-message';
import { useAccountChoices } from '../../../lib/lookups';

interface LedgerAccountSelectProps {
  accountId: number | null;
  /** The account as the ledger named it, for one no longer in the active chart. */
  knownName: string | null;
  onChange: (accountId: number | null) => void;
}

/** The chart of accounts (every active account, searchable by name), for the General Ledger. */
export function LedgerAccountSelect({ accountId, knownName, onChange }: LedgerAccountSelectProps) {
  const accounts = useAccountChoices('', 0);
  const choices = (accounts.data?.data ?? []).map((account) => ({
    value: String(account.id),
    label: account.name,
  }));
  if (accountId !== null && knownName !== null && !choices.some((choice) => choice.value === String(accountId)))
    choices.unshift({ value: String(accountId), label: knownName });

  return (
    <Select
      label="Account"
      placeholder="Choose an account"
      searchable
      w={300}
      data={choices}
      value={accountId === null ? null : String(accountId)}
      nothingFoundMessage="No accounts found"
      error={
        accounts.isError
          ? failureMessage(accounts.error, 'Failed to load accounts', 'Network error while loading accounts')
          : undefined
      }
      onChange={(value) => onChange(value === null ? null : Number(value))}
    />
  );
}
