import type { AuditEntry } from '@fleetledger/shared/audit-log/audit-log.contract';
import { actionLabel, recordKindLabel } from '@fleetledger/shared/audit-log/audit-log.rules';
import { changesSummary, fieldChanges } from '../../../lib/audit-changes';
import { momentLabel } from '../../../lib/company-time-zone';
import { HEADER_FILL, newWorkbook } from '../../../lib/table-workbook';

/** The export's columns, each with how it reads an entry: the words and the clock of the screen. */
const COLUMNS: readonly { header: string; width: number; text: (entry: AuditEntry) => string }[] = [
  { header: 'When (Bahrain)', width: 18, text: (entry) => momentLabel(entry.at) },
  { header: 'User', width: 22, text: (entry) => entry.user_name ?? (entry.ip === 'cli' ? 'Command line' : '') },
  { header: 'E-mail', width: 28, text: (entry) => entry.user_email ?? '' },
  { header: 'IP address', width: 16, text: (entry) => entry.ip ?? '' },
  { header: 'Record kind', width: 16, text: (entry) => recordKindLabel(entry.kind) },
  { header: 'Record', width: 28, text: (entry) => entry.record },
  { header: 'Action', width: 22, text: (entry) => actionLabel(entry.action) },
  {
    header: 'Changes (before → after)',
    width: 90,
    text: (entry) => changesSummary(fieldChanges(entry.before, entry.after)),
  },
];

/** An entry as one row of the export. */
export function auditRow(entry: AuditEntry): string[] {
  return COLUMNS.map((column) => column.text(entry));
}

/** The filtered audit log as a workbook, newest first; a last line says when the list was cut short. */
export async function auditLogWorkbook(entries: readonly AuditEntry[], cutAt: number | null): Promise<ArrayBuffer> {
  const workbook = await newWorkbook('Audit Log');
  const sheet = workbook.addWorksheet('Audit Log', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(({ header, width }) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).fill = HEADER_FILL;
  for (const entry of entries) sheet.addRow(auditRow(entry));
  if (cutAt !== null) {
    sheet.addRow([]);
    sheet.addRow([`Only the newest ${cutAt.toLocaleString('en-US')} entries: narrow the filters to export the rest.`]);
  }
  return workbook.xlsx.writeBuffer();
}
