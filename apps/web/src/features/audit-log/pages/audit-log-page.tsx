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
import { pageNumber, useKeysetTrail } from '../../../lib/keyset-pages';
import { AuditEntriesTable } from '../../../ui/audit-entries-table';
import { KeysetPager } from '../../../ui/keyset-pager';
import { useExcelExport } from '../../../ui/list-filter-bar';
import { ListFailure } from '../../../ui/list-states';
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
  const { trail, start, older, newer, reset } = useKeysetTrail();
  const [record] = useDebouncedValue(filters.record, 300);
  const asked = { ...filters, record };
  const log = useAuditLog(asked, start);
  const page = log.data;
  const change = (patch: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    reset();
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
      <ListFailure error={log.error} />
      {page !== undefined && (
        <>
          <AuditEntriesTable entries={page.entries} label="Audit log" empty="No entries match these filters" />
          <KeysetPager
            page={pageNumber(trail)}
            hasOlder={page.next !== null}
            onNewer={newer}
            onOlder={() => older(page.next!)}
          />
        </>
      )}
    </Stack>
  );
}
