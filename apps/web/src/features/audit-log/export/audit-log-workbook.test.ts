import { describe, expect, it } from 'vitest';
import { auditEntry } from '../../../testing/audit-entries';
import { auditRow } from './audit-log-workbook';

const entry = auditEntry(7);

describe('a row of the audit log export', () => {
  it("reads as the screen does: Bahrain's clock, words for the kind and action, the changed fields", () => {
    expect(auditRow(entry)).toEqual([
      '26/11/2026 09:41',
      'Ada Admin',
      'ada@example.com',
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
