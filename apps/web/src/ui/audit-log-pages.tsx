import type { AuditLogPage } from '@fleetledger/shared/audit-log/audit-log.contract';
import { pageNumber, type useKeysetTrail } from '../lib/keyset-pages';
import { AuditEntriesTable, type AuditEntriesTableProps } from './audit-entries-table';
import { KeysetPager } from './keyset-pager';
import { ListFailure } from './list-states';

type KeysetTrailState = ReturnType<typeof useKeysetTrail>;

interface AuditLogPagesProps extends Omit<AuditEntriesTableProps, 'entries'> {
  /** The page asked for, as useAuditLog answers it. */
  log: { data?: AuditLogPage; error: Error | null };
  keyset: Pick<KeysetTrailState, 'trail' | 'older' | 'newer'>;
}

/**
 * A page of the audit log read by keyset, as the Audit Log screen and a record's History both show it:
 * why it could not be read, or its entries with Newer and Older under them.
 */
export function AuditLogPages({ log, keyset, ...table }: AuditLogPagesProps) {
  const page = log.data;
  return (
    <>
      <ListFailure error={log.error} />
      {page !== undefined && (
        <>
          <AuditEntriesTable entries={page.entries} {...table} />
          <KeysetPager
            page={pageNumber(keyset.trail)}
            hasOlder={page.next !== null}
            onNewer={keyset.newer}
            onOlder={() => keyset.older(page.next!)}
          />
        </>
      )}
    </>
  );
}
