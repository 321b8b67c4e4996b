import { Modal, Text } from '@mantine/core';
import type { PendingJob } from '@fleetledger/shared/lookups/lookups.contract';
import { useOpenJobs } from '../api/invoice-calls';
import { OpenJobsPicker } from './open-jobs-picker';

/** A job's total matches a line's unit amount to within a tenth of a fil (the spec's 0.001). */
const TOLERANCE_BD = 0.001;

interface SelectJobsModalProps {
  /** The line the jobs are for: its unit amount, and the customer's jobs already on other lines. */
  line: { unit: number; usedIds: ReadonlySet<number> } | null;
  customerId: number;
  onApply: (jobs: PendingJob[]) => void;
  onClose: () => void;
}

/** Select Jobs: the customer's open jobs whose total is the line's unit amount and no other line has. */
export function SelectJobsModal({ line, customerId, onApply, onClose }: SelectJobsModalProps) {
  const open = useOpenJobs(line === null ? null : customerId).data?.data ?? [];
  const offered =
    line === null
      ? []
      : open.filter((job) => Math.abs(job.total_amount - line.unit) <= TOLERANCE_BD && !line.usedIds.has(job.id));
  return (
    <Modal opened={line !== null} onClose={onClose} title="Select Jobs" size="xl" centered>
      <Text size="sm" c="dimmed" mb="sm">
        {`Open jobs of this customer totalling BD ${line?.unit.toFixed(3) ?? ''}`}
      </Text>
      <OpenJobsPicker
        jobs={offered}
        autoFocus
        actionLabel={(count) => `Use ${count} job${count === 1 ? '' : 's'} for this line`}
        onAdd={(jobs) => {
          onApply(jobs);
          onClose();
        }}
      />
    </Modal>
  );
}
