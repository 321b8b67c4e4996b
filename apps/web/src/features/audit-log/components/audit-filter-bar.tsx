import { Group, Paper, Select, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS, RECORD_KINDS, type RecordKind } from '@fleetledger/shared/audit-log/audit-log.rules';
import { useAuditUsers, type AuditFilters } from '../../../lib/audit-log';
import { DateField } from '../../../ui/date-field';

const KIND_CHOICES = Object.entries(RECORD_KINDS).map(([value, label]) => ({ value, label }));
const ACTION_CHOICES = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));

/** The audit log's filters: the days, who, which record (its kind, then its number or name), what action. */
export function AuditFilterBar({
  filters,
  change,
}: {
  filters: AuditFilters;
  change: (patch: Partial<AuditFilters>) => void;
}) {
  const users = useAuditUsers().data?.users ?? [];
  return (
    <Paper withBorder p="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateField label="From" value={filters.from} onChange={(from) => change({ from })} />
        <DateField label="To" value={filters.to} onChange={(to) => change({ to })} />
        <Select
          label="User"
          placeholder="Anyone"
          searchable
          clearable
          data={users.map((user) => ({ value: String(user.id), label: `${user.name} (${user.email})` }))}
          value={filters.user_id === '' ? null : filters.user_id}
          onChange={(value) => change({ user_id: value ?? '' })}
          w={260}
        />
        <Select
          label="Record kind"
          placeholder="Any record"
          searchable
          clearable
          data={KIND_CHOICES}
          value={filters.kind === '' ? null : filters.kind}
          onChange={(value) => change({ kind: (value ?? '') as RecordKind | '', record_id: '' })}
          w={190}
        />
        <TextInput
          label="Record number"
          placeholder={filters.kind === '' ? 'Choose a kind first' : 'e.g. INV-ARG-12 or a name'}
          disabled={filters.kind === ''}
          value={filters.record}
          onChange={(event) => change({ record: event.currentTarget.value, record_id: '' })}
          w={220}
        />
        <Select
          label="Action"
          placeholder="Any action"
          searchable
          clearable
          data={ACTION_CHOICES}
          value={filters.action === '' ? null : filters.action}
          onChange={(value) => change({ action: value ?? '' })}
          w={210}
        />
      </Group>
    </Paper>
  );
}
