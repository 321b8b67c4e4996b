import { useState } from 'react';
import { defaultOptionsFilter, Select } from '@mantine/core';
import { failureMessage } from '../../../lib/failure-message';
import { useCustomerChoices } from '../../../lib/voucher-lookups';

const MIN_LETTERS = 2;
const MOST_SUGGESTIONS = 10;

interface StatementCustomerSelectProps {
  customerId: number | null;
  /** The customer as the statement named them, for one no longer active. */
  knownName: string | null;
  onChange: (customerId: number | null) => void;
}

/** The customer whose statement is shown, searched among the active customers once two letters are typed. */
export function StatementCustomerSelect({ customerId, knownName, onChange }: StatementCustomerSelectProps) {
  const customers = useCustomerChoices();
  const [search, setSearch] = useState('');
  const choices = (customers.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (customerId !== null && knownName !== null && !choices.some((choice) => choice.value === String(customerId)))
    choices.unshift({ value: String(customerId), label: knownName });

  return (
    <Select
      label="Customer"
      placeholder={`Type ${MIN_LETTERS} letters`}
      searchable
      w={300}
      searchValue={search}
      onSearchChange={setSearch}
      data={choices}
      limit={MOST_SUGGESTIONS}
      filter={(input) => (input.search.trim().length < MIN_LETTERS ? [] : defaultOptionsFilter(input))}
      nothingFoundMessage={
        search.trim().length < MIN_LETTERS ? `Type at least ${MIN_LETTERS} characters` : 'No customers found'
      }
      value={customerId === null ? null : String(customerId)}
      error={
        customers.isError
          ? failureMessage(customers.error, 'Failed to load customers', 'Network error while loading customers')
          : undefined
      }
      onChange={(value) => onChange(value === null ? null : Number(value))}
    />
  );
}
