import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Text, TextInput } from '@mantine/core';
import { JOB_SEARCH_TYPES, type JobSearchType } from '@fleetledger/shared/jobs/jobs.contract';
import { JOB_MESSAGES } from '@fleetledger/shared/jobs/jobs.rules';
import { isApiError } from '../../../lib/api-error';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { DateField } from '../../../ui/date-field';
import { AlertIcon, SearchIcon } from '../../../ui/icons';
import { PageTitle } from '../../../ui/page-title';
import { useJobSearch } from '../api/use-job-search';
import { JobSearchResults } from '../components/job-search-results';

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

/** Job Search. */
export function JobSearchPage() {
  const [type, setType] = useState<JobSearchType>('job');
  const [value, setValue] = useState('');
  const [valueError, setValueError] = useState<string | null>(null);
  const search = useJobSearch();

  // For a date search the value is YYYY-MM-DD, as the call takes it; the box shows it day first.
  const changeValue = (next: string) => {
    setValue(next);
    if (valueError !== null) setValueError(null);
  };

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
            {type === 'date' ? (
              <DateField
                label="Search value"
                w={{ base: '100%', xs: 320 }}
                value={value}
                error={valueError}
                onChange={changeValue}
              />
            ) : (
              <TextInput
                label="Search value"
                placeholder={`${SEARCH_TYPE_LABELS[type]} contains...`}
                autoComplete="off"
                w={{ base: '100%', xs: 320 }}
                value={value}
                error={valueError}
                onChange={(event) => changeValue(event.currentTarget.value)}
              />
            )}
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
        <JobSearchResults
          // Each search starts again on its first page.
          key={search.submittedAt}
          jobs={result.jobs}
          caption={result.truncated ? `${result.jobs.length} newest jobs` : result.message}
        />
      )}
    </>
  );
}
