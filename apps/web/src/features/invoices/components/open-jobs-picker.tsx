import { memo, useCallback, useDeferredValue, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import type { PendingJob } from '@fleetledger/shared/lookups/lookups.contract';
import { DateField } from '../../../ui/date-field';
import { SearchIcon } from '../../../ui/icons';
import { MoneyCell } from '../../../ui/money-text';
import { TableHeader } from '../../../ui/table-header';
import { NO_OPEN_JOB_FILTER, openJobsMatching, type OpenJobFilter } from '../model/open-job-filter';

interface OpenJobsPickerProps {
  jobs: readonly PendingJob[];
  onAdd: (jobs: PendingJob[]) => void;
  /** The button's words for the number of jobs picked. */
  actionLabel?: (count: number) => string;
  /** The search box takes the keys as the picker opens (in a dialog). */
  autoFocus?: boolean;
}

const JOB_COLUMNS = [
  { header: 'Date' },
  { header: 'Job No' },
  { header: 'Container' },
  { header: 'Description' },
  { header: 'Amount', align: 'right' },
] as const;

const addAsLines = (count: number) => `Add ${count} job${count === 1 ? '' : 's'} as lines`;

/**
 * The customer's jobs open for invoicing (those already on a line are not offered again), narrowed by
 * what is typed and by From–To. From the search box ↓ goes to the jobs; ↑ ↓ move between them, Space
 * picks one, Enter adds those picked.
 */
export function OpenJobsPicker({ jobs, onAdd, actionLabel = addAsLines, autoFocus = false }: OpenJobsPickerProps) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [filter, setFilter] = useState<OpenJobFilter>(NO_OPEN_JOB_FILTER);
  // The box shows each key at once; the list follows when it can, a long one never holding up typing.
  const wanted = useDeferredValue(filter);
  const shown = useMemo(() => openJobsMatching(jobs, wanted), [jobs, wanted]);
  const search = useRef<HTMLInputElement>(null);
  const boxes = useRef(new Map<number, HTMLInputElement>());
  const toggle = useCallback(
    (id: number) =>
      setPicked((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const keepBox = useCallback((id: number, box: HTMLInputElement | null) => {
    if (box === null) boxes.current.delete(id);
    else boxes.current.set(id, box);
  }, []);
  if (jobs.length === 0) return <Text c="dimmed">No open jobs for this customer</Text>;

  // Only the jobs in view are added: a pick the filter now hides waits until it is shown again.
  const chosen = shown.filter((job) => picked.has(job.id));
  const change = (patch: Partial<OpenJobFilter>) => setFilter((current) => ({ ...current, ...patch }));
  const pickShown = (all: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      for (const job of shown) {
        if (all) next.add(job.id);
        else next.delete(job.id);
      }
      return next;
    });
  const add = () => {
    if (chosen.length === 0) return;
    onAdd(chosen);
    setPicked(new Set());
  };
  const focusJob = (index: number) => {
    const job = shown[Math.max(0, Math.min(shown.length - 1, index))];
    if (job !== undefined) boxes.current.get(job.id)?.focus();
  };
  const onJobsKey = (event: KeyboardEvent<HTMLElement>) => {
    const at = shown.findIndex((job) => boxes.current.get(job.id) === event.target);
    if (at === -1) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (event.key === 'ArrowUp' && at === 0) search.current?.focus();
      else focusJob(at + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          ref={search}
          label="Search jobs"
          placeholder="Job No, container or BL, description"
          leftSection={<SearchIcon size={16} />}
          data-autofocus={autoFocus || undefined}
          value={filter.search}
          onChange={(event) => change({ search: event.currentTarget.value })}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              focusJob(0);
            } else if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          style={{ flex: '1 1 240px' }}
        />
        <DateField label="From" w={150} clearable value={filter.from} onChange={(from) => change({ from })} />
        <DateField label="To" w={150} clearable value={filter.to} onChange={(to) => change({ to })} />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown.length === jobs.length
          ? `${jobs.length} open job${jobs.length === 1 ? '' : 's'}`
          : `Showing ${shown.length} of ${jobs.length} open jobs`}
      </Text>
      <Table.ScrollContainer minWidth={640} mah={320} type="native">
        <Table aria-label="Open jobs" verticalSpacing={4} highlightOnHover>
          <TableHeader
            columns={[
              {
                header: (
                  <Checkbox
                    aria-label="Pick every job shown"
                    checked={shown.length > 0 && chosen.length === shown.length}
                    indeterminate={chosen.length > 0 && chosen.length < shown.length}
                    onChange={() => pickShown(chosen.length < shown.length)}
                  />
                ),
                w: 40,
              },
              ...JOB_COLUMNS,
            ]}
          />
          <Table.Tbody onKeyDown={onJobsKey}>
            {shown.map((job) => (
              <OpenJobRow key={job.id} job={job} picked={picked.has(job.id)} onToggle={toggle} keepBox={keepBox} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown.length === 0 && <Text c="dimmed">No open jobs match the search and dates</Text>}
      <Group>
        <Button variant="default" disabled={chosen.length === 0} onClick={add}>
          {actionLabel(chosen.length)}
        </Button>
      </Group>
    </Stack>
  );
}

interface OpenJobRowProps {
  job: PendingJob;
  picked: boolean;
  onToggle: (id: number) => void;
  /** Where the picker keeps each row's box, for ↑ ↓. */
  keepBox: (id: number, box: HTMLInputElement | null) => void;
}

/** One job: drawn again only when it is picked or let go, not as the search narrows the others. */
const OpenJobRow = memo(function OpenJobRow({ job, picked, onToggle, keepBox }: OpenJobRowProps) {
  return (
    <Table.Tr bg={picked ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <Checkbox
          ref={(box) => keepBox(job.id, box)}
          aria-label={`Pick job ${job.job_number ?? job.id}`}
          checked={picked}
          onChange={() => onToggle(job.id)}
        />
      </Table.Td>
      <Table.Td>{formatDisplayDate(job.date)}</Table.Td>
      <Table.Td>{job.job_number ?? ''}</Table.Td>
      <Table.Td>{job.container ?? ''}</Table.Td>
      <Table.Td>{job.description}</Table.Td>
      <MoneyCell bd={job.total_amount} />
    </Table.Tr>
  );
});
