import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import type { JobTableRow } from '@fleetledger/shared/job-table/job-table.contract';
import { requestRefusal } from '@fleetledger/shared/invoice-requests/invoice-request-rules';
import { INVOICE_REQUEST_MESSAGES } from '@fleetledger/shared/invoice-requests/invoice-requests.contract';
import { isApiError } from '../../../lib/api-error';
import { requestInvoice } from '../../../lib/invoice-request';
import { notifyFailure, notifySuccess } from '../../../ui/notify';
import { loadMonth } from '../api/job-table-calls';
import type { GridRow } from '../model/grid-row';

interface RequestInvoiceActionProps {
  month: string;
  /** The rows picked together, in the order shown. */
  picked: readonly GridRow[];
  /** The requested rows as the server now holds them (requested, their version moved on); the picking then ends. */
  onRequested: (saved: { key: string; row: JobTableRow }[]) => void;
  onClear: () => void;
}

/** Why the picked rows cannot be requested: the shared rule, and rows typed in but never saved. */
function refusal(picked: readonly GridRow[]): string | null {
  if (picked.some((row) => row.saved === null && row.edited)) return INVOICE_REQUEST_MESSAGES.saveFirst('the new rows');
  return requestRefusal(
    picked.flatMap(({ saved, edited }) =>
      saved === null
        ? []
        : [
            {
              id: saved.id,
              jobNumber: saved.job,
              customerId: saved.customer_id,
              customerName: saved.customer,
              status: saved.status,
              edited,
            },
          ],
    ),
  );
}

/**
 * In the status line while rows are picked: how many, and Request Invoice for them, made one request
 * of one customer's open jobs (the same rules as the Invoice Request page); the reason when it cannot be.
 */
export function RequestInvoiceAction({ month, picked, onRequested, onClear }: RequestInvoiceActionProps) {
  const [busy, setBusy] = useState(false);
  const jobs = picked.flatMap((row) => (row.saved === null ? [] : [{ key: row.key, job: row.saved }]));
  if (picked.length === 0) return null;

  const request = async () => {
    const refused = refusal(picked);
    if (refused !== null) {
      notifyFailure(refused);
      return;
    }
    setBusy(true);
    try {
      const ids = jobs.map(({ job }) => job.id);
      notifySuccess((await requestInvoice(ids, jobs[0]!.job.customer_id ?? undefined)).message);
    } catch (error) {
      notifyFailure(isApiError(error) ? (error.serverMessage ?? error.message) : INVOICE_REQUEST_MESSAGES.failed);
      setBusy(false);
      return;
    }
    // The rows read again, so they show requested and a later save carries their new version.
    try {
      const fresh = new Map((await loadMonth(month)).job_data.map((row) => [row.id, row]));
      onRequested(jobs.flatMap(({ key, job }) => (fresh.has(job.id) ? [{ key, row: fresh.get(job.id)! }] : [])));
      onClear();
    } catch {
      notifyFailure('The request was made, but the rows could not be read again: reload the month.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap" role="region" aria-label="Picked rows">
      <Text size="xs" fw={600}>{`${jobs.length} job${jobs.length === 1 ? '' : 's'} picked`}</Text>
      <Button size="compact-sm" loading={busy} onClick={() => void request()}>
        Request Invoice
      </Button>
      <Button size="compact-sm" variant="default" onClick={onClear}>
        Clear
      </Button>
    </Group>
  );
}
