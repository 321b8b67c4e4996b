import type { AuditEntry } from '@fleetledger/shared/audit-log/audit-log.contract';
import { actionLabel, recordKindLabel } from '@fleetledger/shared/audit-log/audit-log.rules';
import { changesSummary, fieldChanges } from '../../../lib/audit-changes';
import { momentLabel } from '../../../lib/company-time-zone';
import { HEADER_FILL, newWorkbook } from '../../../lib/table-workbook';

const COLUMNS = [
  { header: 'When (Bahrain)', width: 18 },
  { header: 'User', width: 22 },
  { header: 'E-mail', width: 28 },
  { header: 'IP address', width: 16 },
  { header: 'Record kind', width: 16 },
  { header: 'Record', width: 28 },
  { header: 'Action', width: 22 },
  { header: 'Changes (before → after)', width: 90 },
];

/** An entry as one row of the export, in the words and the clock of the screen. */
export function auditRow(entry: AuditEntry): string[] {
  return [
    momentLabel(entry.at),
    entry.user_name ?? (entry.ip === 'cli' ? 'Command line' : ''),
    entry.user_email ?? '',
    entry.ip ?? '',
    recordKindLabel(entry.kind),
    entry.record,
    actionLabel(entry.action),
    changesSummary(fieldChanges(entry.before, entry.after)),
  ];
}

/** The filtered audit log as a workbook, newest first; a last line says when the list was cut short. */
export async function auditLogWorkbook(entries: readonly AuditEntry[], cutAt: number | null): Promise<ArrayBuffer> {
  const workbook = await newWorkbook('Audit Log');
  const sheet = workbook.addWorksheet('Audit Log', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).fill = HEADER_FILL;
  for (const entry of entries) sheet.addRow(auditRow(entry));
  if (cutAt !== null) {
    sheet.addRow([]);
    sheet.addRow([`Only the newest ${cutAt.toLocaleString('en-US')} entries: narrow the filters to export the rest.`]);
  }
  return workbook.xlsx.writeBuffer();
}
