import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isRecordKind } from '@fleetledger/shared/audit-log/audit-log.rules';
import {
  EXPORT_LIMIT,
  exportedAuditEntries,
  NO_AUDIT_FILTERS,
  useAuditLog,
  type AuditFilters,
} from '../../../lib/audit-log';
import { useKeysetTrail } from '../../../lib/keyset-pages';
import { AuditLogPages } from '../../../ui/audit-log-pages';
import { useExcelExport } from '../../../ui/list-filter-bar';
import { PageTitle } from '../../../ui/page-title';
import { AuditFilterBar } from '../components/audit-filter-bar';
import { auditLogWorkbook } from '../export/audit-log-workbook';

/** The filters a link may open the page with (a document's "whole audit log" link): kind and record. */
function linkedFilters(params: URLSearchParams): AuditFilters {
  const kind = params.get('kind') ?? '';
  return {
    ...NO_AUDIT_FILTERS,
    kind: isRecordKind(kind) ? kind : '',
    record: params.get('record') ?? '',
    record_id: params.get('record_id') ?? '',
  };
}

/** Audit Log, /audit-log: every change, newest first, 50 a page; the Admin and the Manager read it, nobody edits it. */
export function AuditLogPage() {
  const [params] = useSearchParams();
  const [filters, setFilters] = useState(() => linkedFilters(params));
  const keyset = useKeysetTrail();
  const [record] = useDebouncedValue(filters.record, 300);
  const asked = { ...filters, record };
  const log = useAuditLog(asked, keyset.start);
  const change = (patch: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    keyset.reset();
  };
  const { exporting, exportList } = useExcelExport('audit-log.xlsx', async () => {
    const { entries, cut } = await exportedAuditEntries(asked);
    return auditLogWorkbook(entries, cut ? EXPORT_LIMIT : null);
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <PageTitle
          title="Audit Log"
          description="Every change, sign-in and backup, as it happened. Entries are only ever added: nobody can change or remove one."
        />
        <Button variant="default" loading={exporting} onClick={exportList} style={{ flexShrink: 0 }}>
          Export to Excel
        </Button>
      </Group>
      <AuditFilterBar filters={filters} change={change} />
      <AuditLogPages log={log} keyset={keyset} label="Audit log" empty="No entries match these filters" />
    </Stack>
  );
}
