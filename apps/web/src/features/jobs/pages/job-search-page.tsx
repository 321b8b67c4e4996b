import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Table, Text, TextInput } from '@mantine/core';
import { JOB_SEARCH_TYPES, type JobSearchResult, type JobSearchType } from '@fleetledger/shared/jobs/jobs.contract';
import { JOB_MESSAGES } from '@fleetledger/shared/jobs/jobs.rules';
import { bdToFils } from '@fleetledger/shared/money';
import { isApiError } from '../../../lib/api-error';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { AlertIcon, SearchIcon } from '../../../ui/icons';
import { MoneyText } from '../../../ui/money-text';
import { PageTitle } from '../../../ui/page-title';
import { useJobSearch } from '../api/use-job-search';

export const SEARCH_TYPE_LABELS: Record<JobSearchType, string> = {
  job: 'Job No',
  container: 'Container',
  customer: 'Customer',
  description: 'Description',
  care_of: 'Care Of',
  truck: 'Truck',
  driver: 'Driver',
  date: 'Date',
};

export const NO_JOBS_FOUND = 'No jobs found matching your search criteria';
export const SEARCH_FAILED = 'Failed to search jobs';

function isSearchType(value: string): value is JobSearchType {
  return (JOB_SEARCH_TYPES as readonly string[]).includes(value);
}

/** Job Search (spec/operations.md sections 2, 5 and 8). */
export function JobSearchPage() {
  const [type, setType] = useState<JobSearchType>('job');
  const [value, setValue] = useState('');
  const [valueError, setValueError] = useState<string | null>(null);
  const search = useJobSearch();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed === '') {
      setValueError(JOB_MESSAGES.searchValueRequired);
      search.reset();
      return;
    }
    setValueError(null);
    search.mutate({ type, value: trimmed });
  };

  const errorText = search.isError
    ? isApiError(search.error) && search.error.isNetworkError
      ? NETWORK_ERROR_MESSAGE
      : ((isApiError(search.error) ? search.error.serverMessage : undefined) ?? SEARCH_FAILED)
    : null;
  const result = search.data;

  return (
    <>
      <PageTitle
        title="Job Search"
        description="Find jobs by number, container, customer, description, care of, truck, driver or date."
      />

      <Paper withBorder radius="md" p="md" mb="lg">
        <form onSubmit={onSubmit} noValidate role="search" aria-label="Job search">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <NativeSelect
              label="Search by"
              w={180}
              value={type}
              data={JOB_SEARCH_TYPES.map((t) => ({ value: t, label: SEARCH_TYPE_LABELS[t] }))}
              onChange={(event) => {
                const next = event.currentTarget.value;
                if (!isSearchType(next)) return;
                // A date box and a text box do not share values.
                if ((next === 'date') !== (type === 'date')) setValue('');
                setType(next);
                setValueError(null);
              }}
            />
            <TextInput
              label="Search value"
              key={type === 'date' ? 'date' : 'text'}
              type={type === 'date' ? 'date' : 'text'}
              placeholder={type === 'date' ? undefined : `${SEARCH_TYPE_LABELS[type]} contains...`}
              autoComplete="off"
              w={{ base: '100%', xs: 320 }}
              value={value}
              error={valueError}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                if (valueError !== null) setValueError(null);
              }}
            />
            <Button type="submit" mt={25} leftSection={<SearchIcon size={16} />} loading={search.isPending}>
              Search
            </Button>
          </Group>
        </form>
      </Paper>

      <div aria-live="polite">
        {errorText !== null && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" mb="md">
            {errorText}
          </Alert>
        )}
        {result !== undefined && result.jobs.length === 0 && (
          <Paper withBorder radius="md" p="xl">
            <Text ta="center" c="dimmed">
              {NO_JOBS_FOUND}
            </Text>
          </Paper>
        )}
        {result !== undefined && result.truncated && (
          <Alert color="yellow" variant="light" icon={<AlertIcon />} mb="sm">
            {result.message}
          </Alert>
        )}
      </div>
      {result !== undefined && result.jobs.length > 0 && (
        <ResultsTable
          jobs={result.jobs}
          caption={result.truncated ? `${result.jobs.length} newest jobs` : result.message}
        />
      )}
    </>
  );
}

const nowrap = { whiteSpace: 'nowrap' } as const;

function ResultsTable({ jobs, caption }: { jobs: JobSearchResult[]; caption: string }) {
  return (
    <Paper withBorder radius="md">
      {/* Focusable, so keyboard users can scroll the wide table sideways. */}
      <div role="region" aria-label="Search results" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table striped highlightOnHover verticalSpacing={5} horizontalSpacing="sm" fz="sm" miw={960}>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 12px', margin: 0 }}>
            <Text component="span" size="sm" fw={600} c="gray.8">
              {caption}
            </Text>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Job No</Table.Th>
              <Table.Th>Container</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Care Of</Table.Th>
              <Table.Th>Truck</Table.Th>
              <Table.Th>Driver</Table.Th>
              <Table.Th ta="right">Charge</Table.Th>
              <Table.Th ta="right" style={nowrap}>
                Extra Amount
              </Table.Th>
              <Table.Th miw={120}>Extra Description</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.map((job) => (
              <Table.Tr key={job.id}>
                <Table.Td style={nowrap}>{job.date}</Table.Td>
                <Table.Td style={nowrap}>{job.job_number ?? ''}</Table.Td>
                <Table.Td ff="monospace">{job.container ?? ''}</Table.Td>
                <Table.Td miw={160}>{job.description}</Table.Td>
                <Table.Td>{job.customer_name ?? ''}</Table.Td>
                <Table.Td>{job.care_of ?? ''}</Table.Td>
                <Table.Td style={nowrap}>{job.truck_number ?? ''}</Table.Td>
                <Table.Td>{job.driver_name ?? ''}</Table.Td>
                <Table.Td ta="right">
                  <MoneyText fils={bdToFils(job.charge)} />
                </Table.Td>
                <Table.Td ta="right">
                  <MoneyText fils={bdToFils(job.extra_amount)} />
                </Table.Td>
                <Table.Td>{job.extra_description ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Paper>
  );
}
