import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { Group, Paper, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { MAIL_STATUSES } from '@fleetledger/shared/mail/mail.contract';
import { DateField } from '../../../ui/date-field';
import { ChoiceFilter } from '../../../documents/list-filter-bar';
import { MAIL_STATUS_LABELS } from '../../../ui/mail-status-badge';
import type { OutboxFilters } from '../model/outbox-filters';

/** The outbox's filters: where a mail stands, the document it carried, the days it was queued. */
export function OutboxFilterBar({
  filters,
  change,
}: {
  filters: OutboxFilters;
  change: (patch: Partial<OutboxFilters>) => void;
}) {
  // The number is asked for once the typing pauses; the box keeps what is typed meanwhile.
  const typeNumber = useDebouncedCallback((number: string) => change({ number }), 300);
  return (
    <Paper withBorder p="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <ChoiceFilter
          label="Status"
          any="Any status"
          choices={MAIL_STATUSES}
          labels={MAIL_STATUS_LABELS}
          value={filters.status}
          onChange={(status) => change({ status })}
          width={160}
        />
        <TextInput
          label="Document number"
          placeholder={`e.g. ${invoiceNumberText(12)}`}
          defaultValue={filters.number}
          onChange={(event) => typeNumber(event.currentTarget.value)}
          w={200}
        />
        <DateField label="Queued from" value={filters.from} onChange={(from) => change({ from })} />
        <DateField label="Queued to" value={filters.to} onChange={(to) => change({ to })} />
      </Group>
    </Paper>
  );
}
