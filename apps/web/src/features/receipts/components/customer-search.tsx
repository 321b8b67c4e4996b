import { useState } from 'react';
import { defaultOptionsFilter, Select } from '@mantine/core';
import { useCustomerChoices } from '../../../lib/voucher-lookups';
import { failureMessage } from '../../../lib/failure-message';

const MIN_LETTERS = 2;
const MOST_SUGGESTIONS = 10;

interface CustomerSearchProps {
  customer: { id: number; name: string } | null;
  readOnly: boolean;
  error?: string;
  onChange: (customer: { id: number; name: string } | null) => void;
}

/** The paying customer, searched among the active customers once two letters are typed. */
export function CustomerSearch({ customer, readOnly, error, onChange }: CustomerSearchProps) {
  const customers = useCustomerChoices();
  const [search, setSearch] = useState(customer?.name ?? '');
  const choices = (customers.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  // A stored customer that has since been deactivated is still shown by name.
  if (customer !== null && !choices.some((choice) => choice.value === String(customer.id)))
    choices.unshift({ value: String(customer.id), label: customer.name });
  const loadProblem = customers.isError
    ? failureMessage(customers.error, 'Failed to load customers', 'Network error while loading customers')
    : undefined;

  return (
    <Select
      label="Customer"
      placeholder={readOnly ? undefined : `Type ${MIN_LETTERS} letters`}
      searchable
      clearable={!readOnly}
      clearButtonProps={{ 'aria-label': 'Clear customer' }}
      readOnly={readOnly}
      variant={readOnly ? 'filled' : 'default'}
      searchValue={search}
      onSearchChange={setSearch}
      data={choices}
      limit={MOST_SUGGESTIONS}
      filter={(input) => (input.search.trim().length < MIN_LETTERS ? [] : defaultOptionsFilter(input))}
      nothingFoundMessage={
        search.trim().length < MIN_LETTERS ? `Type at least ${MIN_LETTERS} characters` : 'No customers found'
      }
      value={customer === null ? null : String(customer.id)}
      error={error ?? loadProblem}
      onChange={(value, option) => onChange(value === null ? null : { id: Number(value), name: option.label })}
    />
  );
}
