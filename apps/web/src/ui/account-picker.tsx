import { useRef, useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AccountLookup } from '@fleetledger/shared/lookups/lookups.contract';
import { useAccountChoices } from '../lib/lookups';
import plain from './plain-input.module.css';

interface AccountPickerProps {
  label: string;
  /** In a table row the column names the field: the label is then read out but not shown. */
  labelHidden?: boolean;
  accountId: number | null;
  accountName: string;
  error?: string;
  /** The accounting spec asks for 3 letters on the create screens and 2 when editing invoice lines. */
  minLetters: number;
  /** Accounts this line cannot take, left out of the list (e.g. those the opening balances fill themselves). */
  leaveOut?: readonly number[];
  /**
   * A document's line: the server leaves the control accounts out, and a sale's picker offers income
   * accounts only, with the others behind a last option the user must choose.
   */
  line?: 'sale' | 'purchase';
  /** The chosen account as the lookup gave it, or null when cleared. */
  onChange: (account: AccountLookup | null) => void;
}

/**
 * An account picker that rests as a plain box until the user enters it, then becomes the searching one
 * and takes the focus (and what is typed next) with it: a long invoice has hundreds of line pickers,
 * and a searching one costs far more to draw. For a table row's picker, whose label is hidden.
 */
export function RestingAccountPicker(props: AccountPickerProps) {
  const [entered, setEntered] = useState(false);
  if (entered || props.error !== undefined) return <AccountPicker {...props} autoFocus={entered} />;
  return (
    <input
      className={plain.input}
      aria-label={props.label}
      placeholder={`Type ${props.minLetters} letters`}
      autoComplete="off"
      value={props.accountName}
      style={{ minWidth: 200 }}
      onFocus={() => setEntered(true)}
      onChange={() => setEntered(true)}
    />
  );
}

/** The last option of a sales line's picker: it swaps income accounts for the others and back. */
const OTHER_ACCOUNTS = 'other-accounts';

/** An account of a voucher line, searched on the server once enough letters are typed. */
export function AccountPicker(props: AccountPickerProps & { autoFocus?: boolean }) {
  const { label, labelHidden = false, accountId, accountName, error, minLetters, leaveOut = [], onChange } = props;
  const [search, setSearch] = useState(accountName);
  const [debounced] = useDebouncedValue(search, 200);
  // A sales line reaches an account other than income only by asking for the others here.
  const [others, setOthers] = useState(false);
  const [opened, setOpened] = useState(false);
  const keepOpen = useRef(false);
  const line = props.line === 'sale' && others ? 'sale-other' : props.line;
  const found = (useAccountChoices(debounced, minLetters, line).data?.data ?? []).filter(
    (a) => !leaveOut.includes(a.id),
  );
  const chosen = accountId === null ? [] : [{ value: String(accountId), label: accountName }];
  const swap =
    props.line === 'sale' && search.trim().length >= minLetters
      ? [{ value: OTHER_ACCOUNTS, label: others ? 'Income accounts only' : 'Other accounts (not income)…' }]
      : [];
  const choices = [
    ...chosen,
    ...found.filter((a) => a.id !== accountId).map((a) => ({ value: String(a.id), label: a.name })),
    ...swap,
  ];
  return (
    <Select
      label={labelHidden ? undefined : label}
      aria-label={labelHidden ? label : undefined}
      placeholder={`Type ${minLetters} letters`}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={choices}
      value={accountId === null ? null : String(accountId)}
      error={error}
      nothingFoundMessage={
        search.trim().length < minLetters ? `Type at least ${minLetters} characters` : 'No accounts found'
      }
      miw={200}
      autoFocus={props.autoFocus}
      // The server searched names and descriptions: its answer is the list, the swap option always last;
      // the account chosen is shown only while what is typed matches it (but stays known to the select).
      filter={({ options, search: typed }) =>
        options.filter(
          (option) =>
            !('value' in option) ||
            option.value !== String(accountId) ||
            option.label.toLowerCase().includes(typed.trim().toLowerCase()),
        )
      }
      dropdownOpened={opened}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => {
        if (keepOpen.current) keepOpen.current = false;
        else setOpened(false);
      }}
      onChange={(value) => {
        if (value === OTHER_ACCOUNTS) {
          keepOpen.current = true;
          setOthers(!others);
          return;
        }
        onChange(value === null ? null : (found.find((a) => String(a.id) === value) ?? null));
      }}
    />
  );
}
