import { useContext } from 'react';
import { decideCall, isAuthority } from '@fleetledger/shared/access';
import type { RecordKind } from '@fleetledger/shared/audit-log/audit-log.rules';
import { NO_AUDIT_FILTERS, useAuditLog } from '../lib/audit-log';
import { pageNumber, useKeysetTrail } from '../lib/keyset-pages';
import { SignedInUserContext } from '../lib/session/signed-in-user';
import { AuditEntriesTable } from './audit-entries-table';
import { KeysetPager } from './keyset-pager';
import { ListFailure } from './list-states';
import { TitledSection } from './titled-section';

interface RecordHistoryProps {
  kind: RecordKind;
  id: number;
  readAt: number;
}

/**
 * A record's own History: its entries in the audit log (its attachments' with them), newest first,
 * read again whenever the record is (`readAt`, e.g. the details query's dataUpdatedAt). Shown to those
 * who may read the audit log (a Supervisor edits expenses, but reads no log).
 */
export function RecordHistory(props: RecordHistoryProps) {
  const authority = useContext(SignedInUserContext)?.authority;
  return decideCall('audit_log', isAuthority(authority) ? authority : null) === 'allowed' ? (
    <ReadHistory {...props} />
  ) : null;
}

function ReadHistory({ kind, id, readAt }: RecordHistoryProps) {
  const { trail, start, older, newer } = useKeysetTrail();
  const history = useAuditLog({ ...NO_AUDIT_FILTERS, kind, record_id: String(id) }, start, readAt);
  const page = history.data;
  return (
    <TitledSection title="History">
      <ListFailure error={history.error} />
      {page !== undefined && (
        <>
          <AuditEntriesTable entries={page.entries} label="History" ownKind={kind} empty="Nothing recorded yet" />
          <KeysetPager
            page={pageNumber(trail)}
            hasOlder={page.next !== null}
            onNewer={newer}
            onOlder={() => older(page.next!)}
          />
        </>
      )}
    </TitledSection>
  );
}
