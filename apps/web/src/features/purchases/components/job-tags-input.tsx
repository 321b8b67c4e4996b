import { useState } from 'react';
import { Badge, Button, CloseButton, Combobox, Group, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { JOB_SEARCH_MIN_LETTERS, useJobChoices } from '../../../lib/lookups';
import type { JobTag } from '../model/purchase-drafts';

interface JobTagsInputProps {
  label: string;
  jobs: readonly JobTag[];
  readOnly: boolean;
  error?: string;
  onChange: (jobs: JobTag[]) => void;
}

const jobName = (job: JobTag) => job.job_number ?? `#${job.id}`;

/** What tells two jobs of one number apart: their date and container. */
const jobDetail = (job: JobTag) => [job.date, job.container ?? 'no container'].filter(Boolean).join(' · ');

/**
 * The jobs an item is for, as removable tags. Job numbers are not unique, so a typed number is added
 * only when exactly one job carries it; otherwise the user picks from the list, which shows each
 * job's date and container.
 */
export function JobTagsInput({ label, jobs, readOnly, error, onChange }: JobTagsInputProps) {
  const [search, setSearch] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search, 200);
  const found = useJobChoices(debounced);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const tagged = new Set(jobs.map((job) => job.id));
  const offered = (found.data?.data ?? []).filter((job) => !tagged.has(job.id));

  const add = (job: JobTag) => {
    onChange([...jobs, job]);
    setSearch('');
    setHint(null);
    combobox.closeDropdown();
  };
  const addTyped = () => {
    const typed = search.trim().toLowerCase();
    if (typed === '') return;
    const matches = offered.filter((job) => job.job_number?.toLowerCase() === typed);
    if (matches.length === 1) add(matches[0]!);
    else if (matches.length > 1) {
      setHint(`Several jobs are numbered ${search.trim()}; pick the one meant from the list`);
      combobox.openDropdown();
    } else setHint(found.isFetching || debounced !== search ? 'Still searching…' : `No job ${search.trim()}`);
  };

  // Mantine's Pill hides its remove button from assistive technology; these tags name theirs.
  const tags = jobs.map((job) => (
    <Badge
      key={job.id}
      variant="light"
      size="lg"
      tt="none"
      title={jobDetail(job)}
      rightSection={
        readOnly ? undefined : (
          <CloseButton
            size="xs"
            aria-label={`Remove job ${jobName(job)}`}
            onClick={() => onChange(jobs.filter((other) => other.id !== job.id))}
          />
        )
      }
    >
      {jobName(job)}
    </Badge>
  ));
  if (readOnly)
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {jobs.length === 0 ? <Text size="sm">—</Text> : <Group gap={6}>{tags}</Group>}
      </Stack>
    );

  const short = search.trim().length < JOB_SEARCH_MIN_LETTERS;
  return (
    <Stack gap={4}>
      <Combobox store={combobox} onOptionSubmit={(value) => add(offered.find((job) => String(job.id) === value)!)}>
        <Combobox.Target>
          <TextInput
            label={label}
            placeholder="Type a job number"
            value={search}
            error={error ?? hint ?? undefined}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setHint(null);
              combobox.openDropdown();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            onKeyDown={(event) => {
              // Enter on a highlighted suggestion is the combobox's; Enter on typed text adds that job.
              if (event.key === 'Enter' && combobox.getSelectedOptionIndex() < 0) {
                event.preventDefault();
                addTyped();
              }
            }}
            rightSectionWidth={64}
            rightSection={
              <Button size="compact-xs" variant="subtle" onClick={addTyped} aria-label={`Add job, ${label}`}>
                Add
              </Button>
            }
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options>
            {short ? (
              <Combobox.Empty>{`Type at least ${JOB_SEARCH_MIN_LETTERS} characters`}</Combobox.Empty>
            ) : offered.length === 0 ? (
              <Combobox.Empty>{found.isFetching ? 'Searching…' : 'No jobs found'}</Combobox.Empty>
            ) : (
              offered.map((job) => (
                <Combobox.Option key={job.id} value={String(job.id)}>
                  <Group justify="space-between" gap="sm" wrap="nowrap">
                    <Text size="sm" component="span">
                      {jobName(job)}
                    </Text>
                    <Text size="xs" c="dimmed" component="span">
                      {jobDetail(job)}
                    </Text>
                  </Group>
                </Combobox.Option>
              ))
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {jobs.length > 0 && <Group gap={6}>{tags}</Group>}
    </Stack>
  );
}
