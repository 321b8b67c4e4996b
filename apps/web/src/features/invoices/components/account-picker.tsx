import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useAccountChoices } from '../api/invoice-calls';
import type { InvoiceLineDraft } from '../model/invoice-line-drafts';

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

/** A line's account: chosen on a manual line being edited, shown as text on every other line. */
export function LineAccount(props: {
  line: InvoiceLineDraft;
  index: number;
  editable: boolean;
  minLetters: number;
  error?: string;
  onChange: (patch: Pick<InvoiceLineDraft, 'accountId' | 'accountName'>) => void;
}) {
  const { line, index } = props;
  if (!props.editable || line.kind !== 'manual') return <Text size="sm">{line.accountName}</Text>;
  return (
    <AccountPicker
      label={`Account, line ${index + 1}`}
      accountId={line.accountId}
      accountName={line.accountName}
      error={props.error}
      minLetters={props.minLetters}
      onChange={(accountId, accountName) => props.onChange({ accountId, accountName })}
    />
  );
}
