import { useState } from 'react';
import { defaultOptionsFilter, Select } from '@mantine/core';
import { failureMessage } from '../lib/failure-message';
import { useCustomerChoices } from '../lib/lookups';

const MIN_LETTERS = 2;
const MOST_SUGGESTIONS = 10;

export interface ChosenCustomer {
  id: number;
  name: string;
}

interface CustomerSearchProps {
  /** Suppliers are customer records too: a payment searches the same list under its own name. */
  label?: 'Customer' | 'Supplier';
  /** The name is the one last known, null while it is not: it shows a customer no longer active. */
  customer: { id: number; name: string | null } | null;
  readOnly?: boolean;
  clearable?: boolean;
  w?: number;
  error?: string;
  onChange: (customer: ChosenCustomer | null) => void;
}

/** A customer (or supplier), searched among the active customers once two letters are typed. */
export function CustomerSearch({
  label = 'Customer',
  customer,
  readOnly = false,
  clearable = false,
  w,
  error,
  onChange,
}: CustomerSearchProps) {
  const customers = useCustomerChoices();
  const [search, setSearch] = useState(customer?.name ?? '');
  const choices = (customers.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const known = customer?.name ?? null;
  if (customer !== null && known !== null && !choices.some((choice) => choice.value === String(customer.id)))
    choices.unshift({ value: String(customer.id), label: known });
  const loadProblem = customers.isError
    ? failureMessage(customers.error, 'Failed to load customers', 'Network error while loading customers')
    : undefined;

  return (
    <Select
      label={label}
      placeholder={readOnly ? undefined : `Type ${MIN_LETTERS} letters`}
      searchable
      clearable={clearable && !readOnly}
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
      readOnly={readOnly}
      variant={readOnly ? 'filled' : 'default'}
      w={w}
      searchValue={search}
      onSearchChange={setSearch}
      data={choices}
      limit={MOST_SUGGESTIONS}
      filter={(input) => (input.search.trim().length < MIN_LETTERS ? [] : defaultOptionsFilter(input))}
      nothingFoundMessage={
        search.trim().length < MIN_LETTERS
          ? `Type at least ${MIN_LETTERS} characters`
          : `No ${label.toLowerCase()}s found`
      }
      value={customer === null ? null : String(customer.id)}
      error={error ?? loadProblem}
      onChange={(value, option) => onChange(value === null ? null : { id: Number(value), name: option.label })}
    />
  );
}
