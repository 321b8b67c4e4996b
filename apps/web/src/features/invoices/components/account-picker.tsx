import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useAccountChoices } from '../api/invoice-calls';

interface AccountPickerProps {
  label: string;
  accountId: number | null;
  accountName: string;
  error?: string;
  /** The spec asks for 3 letters on Create Invoice and 2 when editing lines. */
  minLetters: number;
  onChange: (accountId: number | null, accountName: string) => void;
}

/** An account of a manual line, searched on the server once enough letters are typed. */
export function AccountPicker({ label, accountId, accountName, error, minLetters, onChange }: AccountPickerProps) {
  const [search, setSearch] = useState(accountName);
  const [debounced] = useDebouncedValue(search, 200);
  const found = useAccountChoices(debounced, minLetters).data?.data ?? [];
  const chosen = accountId === null ? [] : [{ value: String(accountId), label: accountName }];
  const choices = [
    ...chosen,
    ...found.filter((a) => a.id !== accountId).map((a) => ({ value: String(a.id), label: a.name })),
  ];
  return (
    <Select
      aria-label={label}
      placeholder={`Type ${minLetters} letters`}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={choices}
      value={accountId === null ? null : String(accountId)}
      error={error}
      nothingFoundMessage={
        search.trim().length < minLetters ? `Type ${minLetters} letters or more` : 'No account found'
      }
      miw={200}
      onChange={(value, option) => onChange(value === null ? null : Number(value), value === null ? '' : option.label)}
    />
  );
}
