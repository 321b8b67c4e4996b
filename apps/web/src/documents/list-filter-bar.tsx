import { useState, type ReactNode } from 'react';
import { Group, Paper, Select, TextInput } from '@mantine/core';
import { DOCUMENT_STATUSES, type DocumentStatus } from '@fleetledger/shared/documents/document-status';
import { useDebouncedValue } from '@mantine/hooks';
import { useCustomerChoices } from '../lib/lookups';
import { DateField } from '../ui/date-field';

/** The filters every list of documents takes, as the screen holds them: '' means "any". */
export interface ListFilterFields {
  search: string;
  /** The customer's or supplier's id as text. */
  party_id: string;
  from: string;
  to: string;
}

/**
 * A list's filters and page: a change of filter goes back to the first page, and the search is asked
 * for once the typing pauses. `asked` is what the list call gets.
 */
export function useListFilters<F extends ListFilterFields>(none: F) {
  const [filters, setFilters] = useState(none);
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(filters.search, 250);
  const change = (patch: Partial<F>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  return { filters, change, page, setPage, asked: { ...filters, search: search.trim() } };
}

/** A list's filter bar: its search, its party, the kind's own filters (children), and the dates. */
export function ListFilterBar<F extends ListFilterFields>({
  filters,
  change,
  placeholder,
  partyLabel,
  children,
}: {
  filters: F;
  change: (patch: Partial<ListFilterFields>) => void;
  placeholder: string;
  partyLabel: string;
  children?: ReactNode;
}) {
  const parties = useCustomerChoices().data?.data ?? [];
  return (
    <Paper withBorder p="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search"
          placeholder={placeholder}
          value={filters.search}
          onChange={(event) => change({ search: event.currentTarget.value })}
          w={320}
        />
        <Select
          label={partyLabel}
          placeholder={`Every ${partyLabel.toLowerCase()}`}
          searchable
          clearable
          data={parties.map((c) => ({ value: String(c.id), label: c.name }))}
          value={filters.party_id === '' ? null : filters.party_id}
          onChange={(value) => change({ party_id: value ?? '' })}
          w={240}
        />
        {children}
        <DateField label="From" value={filters.from} onChange={(from) => change({ from })} />
        <DateField label="To" value={filters.to} onChange={(to) => change({ to })} />
      </Group>
    </Paper>
  );
}

/** A filter of the bar that picks one of a few values, or any ('', the first choice). */
export function ChoiceFilter<V extends string>({
  label,
  any,
  choices,
  value,
  onChange,
  width,
  labels,
}: {
  label: string;
  any: string;
  choices: readonly V[];
  value: V | '';
  onChange: (value: V | '') => void;
  width: number;
  /** The words shown for each value, where they are not the value itself. */
  labels?: Readonly<Record<V, string>>;
}) {
  return (
    <Select
      label={label}
      data={[
        { value: '', label: any },
        ...choices.map((choice) => ({ value: choice, label: labels?.[choice] ?? choice })),
      ]}
      value={value}
      allowDeselect={false}
      onChange={(picked) => onChange((picked ?? '') as V | '')}
      w={width}
    />
  );
}

/** The status filter of a list of documents. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: DocumentStatus | '';
  onChange: (value: DocumentStatus | '') => void;
}) {
  return (
    <ChoiceFilter
      label="Status"
      any="Any status"
      choices={DOCUMENT_STATUSES}
      value={value}
      onChange={onChange}
      width={160}
    />
  );
}
