import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { Group, Paper, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { AUDIT_ACTIONS, RECORD_KINDS, type RecordKind } from '@fleetledger/shared/audit-log/audit-log.rules';
import { useAuditUsers, type AuditFilters } from '../../../lib/audit-log';
import { DateField } from '../../../ui/date-field';

const choicesOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const KIND_CHOICES = choicesOf(RECORD_KINDS);
const ACTION_CHOICES = choicesOf(AUDIT_ACTIONS);

/** A filter picking one of many, searched by typing; cleared, it is "any" (''). */
function AnyOrOne({
  label,
  any,
  data,
  value,
  onChange,
  width,
}: {
  label: string;
  any: string;
  data: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  width: number;
}) {
  return (
    <Select
      label={label}
      placeholder={any}
      searchable
      clearable
      data={data}
      value={value === '' ? null : value}
      onChange={(picked) => onChange(picked ?? '')}
      w={width}
    />
  );
}

/** The audit log's filters: the days, who, which record (its kind, then its number or name), what action. */
export function AuditFilterBar({
  filters,
  change,
}: {
  filters: AuditFilters;
  change: (patch: Partial<AuditFilters>) => void;
}) {
  const users = useAuditUsers().data?.users ?? [];
  // The number is asked for once the typing pauses; the box keeps what is typed meanwhile.
  const typeRecord = useDebouncedCallback((record: string) => change({ record, record_id: '' }), 300);
  return (
    <Paper withBorder p="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateField label="From" value={filters.from} onChange={(from) => change({ from })} />
        <DateField label="To" value={filters.to} onChange={(to) => change({ to })} />
        <AnyOrOne
          label="User"
          any="Anyone"
          data={users.map((user) => ({ value: String(user.id), label: `${user.name} (${user.email})` }))}
          value={filters.user_id}
          onChange={(user_id) => change({ user_id })}
          width={260}
        />
        <AnyOrOne
          label="Record kind"
          any="Any record"
          data={KIND_CHOICES}
          value={filters.kind}
          onChange={(kind) =>
            // No record is found without its kind (the server refuses it): clearing the kind clears the number.
            change({ kind: kind as RecordKind | '', record_id: '', ...(kind === '' ? { record: '' } : {}) })
          }
          width={190}
        />
        <TextInput
          key={filters.kind === '' ? 'no kind' : 'kind'}
          label="Record number"
          placeholder={filters.kind === '' ? 'Choose a kind first' : `e.g. ${invoiceNumberText(12)} or a name`}
          disabled={filters.kind === ''}
          defaultValue={filters.record}
          onChange={(event) => typeRecord(event.currentTarget.value)}
          w={220}
        />
        <AnyOrOne
          label="Action"
          any="Any action"
          data={ACTION_CHOICES}
          value={filters.action}
          onChange={(action) => change({ action })}
          width={210}
        />
      </Group>
    </Paper>
  );
}
