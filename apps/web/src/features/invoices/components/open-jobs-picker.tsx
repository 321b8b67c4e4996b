import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import type { PendingJob } from '@fleetledger/shared/lookups/lookups.contract';
import { MoneyCell } from '../../../ui/money-text';
import { TableHeader } from '../../../ui/table-header';

interface OpenJobsPickerProps {
  jobs: readonly PendingJob[];
  onAdd: (jobs: PendingJob[]) => void;
  /** The button's words for the number of jobs picked. */
  actionLabel?: (count: number) => string;
}

const JOB_COLUMNS = [
  { header: 'Date' },
  { header: 'Job No' },
  { header: 'Container' },
  { header: 'Description' },
  { header: 'Amount', align: 'right' },
] as const;

const addAsLines = (count: number) => `Add ${count} job${count === 1 ? '' : 's'} as lines`;

/** The customer's jobs open for invoicing (those already on a line are not offered again). */
export function OpenJobsPicker({ jobs, onAdd, actionLabel = addAsLines }: OpenJobsPickerProps) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  if (jobs.length === 0) return <Text c="dimmed">No open jobs for this customer</Text>;
  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={640} mah={280} type="native">
        <Table aria-label="Open jobs" verticalSpacing={4}>
          <TableHeader
            columns={[
              {
                header: (
                  <Checkbox
                    aria-label="Pick every open job"
                    checked={picked.size === jobs.length}
                    indeterminate={picked.size > 0 && picked.size < jobs.length}
                    onChange={() => setPicked(picked.size === jobs.length ? new Set() : new Set(jobs.map((j) => j.id)))}
                  />
                ),
                w: 40,
              },
              ...JOB_COLUMNS,
            ]}
          />
          <Table.Tbody>
            {jobs.map((job) => (
              <Table.Tr key={job.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Pick job ${job.job_number ?? job.id}`}
                    checked={picked.has(job.id)}
                    onChange={() => toggle(job.id)}
                  />
                </Table.Td>
                <Table.Td>{job.date}</Table.Td>
                <Table.Td>{job.job_number ?? ''}</Table.Td>
                <Table.Td>{job.container ?? ''}</Table.Td>
                <Table.Td>{job.description}</Table.Td>
                <MoneyCell bd={job.total_amount} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button
          variant="default"
          disabled={picked.size === 0}
          onClick={() => {
            onAdd(jobs.filter((job) => picked.has(job.id)));
            setPicked(new Set());
          }}
        >
          {actionLabel(picked.size)}
        </Button>
      </Group>
    </Stack>
  );
}
