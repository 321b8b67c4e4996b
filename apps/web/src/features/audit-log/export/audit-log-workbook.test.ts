import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@fleetledger/shared/audit-log/audit-log.contract';
import { auditRow } from './audit-log-workbook';

const entry: AuditEntry = {
  id: 7,
  at: '2026-11-26T06:41:00.000Z',
  user_id: 1,
  user_name: 'Ada Admin',
  user_email: 'admin@example.com',
  ip: '10.0.0.5',
  action: 'status',
  kind: 'invoice',
  record_id: '3',
  record: 'INV-ARG-12',
  link: '/invoice/12',
  before: { status: 'Created', version: 1 },
  after: { status: 'Approved', version: 2 },
};

describe('a row of the audit log export', () => {
  it("reads as the screen does: Bahrain's clock, words for the kind and action, the changed fields", () => {
    expect(auditRow(entry)).toEqual([
      '26/11/2026 09:41',
      'Ada Admin',
      'admin@example.com',
      '10.0.0.5',
      'Invoice',
      'INV-ARG-12',
      'Status moved',
      'Status: Created → Approved',
    ]);
  });

  it('names the command line when no user acted', () => {
    const row = auditRow({ ...entry, user_id: null, user_name: null, user_email: null, ip: 'cli', action: 'backup' });
    expect(row.slice(1, 4)).toEqual(['Command line', '', 'cli']);
    expect(row[6]).toBe('Backed up');
  });
});
