import type { AuditEntry } from '@fleetledger/shared/audit-log/audit-log.contract';

/**
 * An entry as GET audit/log answers it: the Admin moved INV-ARG-12 from Created to Approved, from the
 * office's address; 06:41 UTC is 09:41 in Bahrain. `patch` makes it another entry.
 */
export const auditEntry = (id: number, patch: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-26T06:41:00.000Z',
  user_id: 1,
  user_name: 'Ada Admin',
  user_email: 'ada@example.com',
  ip: '10.0.0.5',
  action: 'status',
  kind: 'invoice',
  record_id: '3',
  record: 'INV-ARG-12',
  link: '/invoice/12',
  before: { status: 'Created', version: 1 },
  after: { status: 'Approved', version: 2 },
  ...patch,
});
