import { useContext } from 'react';
import { decideCall, isAuthority } from '@fleetledger/shared/access';
import type { RecordKind } from '@fleetledger/shared/audit-log/audit-log.rules';
import { NO_AUDIT_FILTERS, useAuditLog } from '../lib/audit-log';
import { useKeysetTrail } from '../lib/keyset-pages';
import { SignedInUserContext } from '../lib/session/signed-in-user';
import { AuditLogPages } from './audit-log-pages';
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
  const keyset = useKeysetTrail();
  const history = useAuditLog({ ...NO_AUDIT_FILTERS, kind, record_id: String(id) }, keyset.start, readAt);
  return (
    <TitledSection title="History">
      <AuditLogPages log={history} keyset={keyset} label="History" ownKind={kind} empty="Nothing recorded yet" />
    </TitledSection>
  );
}
