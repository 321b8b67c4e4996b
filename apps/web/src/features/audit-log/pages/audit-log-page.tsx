import { useSearchParams } from 'react-router';
import { Button, Group, Stack } from '@mantine/core';
import {
  auditFiltersFrom,
  auditFiltersSearch,
  EXPORT_LIMIT,
  exportedAuditEntries,
  useAuditLog,
  type AuditFilters,
} from '../../../lib/audit-log';
import { useKeysetTrail } from '../../../lib/keyset-pages';
import { AuditLogPages } from '../../../ui/audit-log-pages';
import { useExcelExport } from '../../../ui/use-excel-export';
import { PageTitle } from '../../../ui/page-title';
import { AuditFilterBar } from '../components/audit-filter-bar';
import { auditLogWorkbook } from '../export/audit-log-workbook';

/** Audit Log, /audit-log: every change, newest first, 50 a page; the Admin and the Manager read it, nobody edits it. */
export function AuditLogPage() {
  // The filters live in the address: a link (a document's History) opens them, a reload keeps them.
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFrom(params);
  const keyset = useKeysetTrail();
  const log = useAuditLog(filters, keyset.start);
  const change = (patch: Partial<AuditFilters>) => {
    setParams((current) => auditFiltersSearch({ ...auditFiltersFrom(current), ...patch }), { replace: true });
    keyset.reset();
  };
  const { exporting, exportList } = useExcelExport('audit-log.xlsx', async () => {
    const { entries, cut } = await exportedAuditEntries(filters);
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
