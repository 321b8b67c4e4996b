import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditLogPage,
  type AuditLogQuery,
} from '@fleetledger/shared/audit-log/audit-log.contract';
import { canAccessPage, type Authority } from '@fleetledger/shared/access';
import {
  documentNumberOf,
  entryRecordText,
  isDocumentKind,
  recordPath,
  recordText,
} from '@fleetledger/shared/audit-log/audit-log.rules';
import type { Executor } from '../../db/client';
import { auditPage, auditUsers, idsByName, idsByNumber, type AuditRow } from './audit-log.queries';

/** The ids of the record the reader names, by its id, its number as printed or its name. */
async function recordIds(db: Executor, query: AuditLogQuery): Promise<string[] | undefined> {
  if (query.kind === undefined) return undefined;
  if (query.record_id !== null) return [String(query.record_id)];
  if (query.record === null) return undefined;
  if (!isDocumentKind(query.kind)) return idsByName(db, query.kind, query.record);
  const number = documentNumberOf(query.kind, query.record);
  return number === null ? [] : idsByNumber(db, query.kind, number);
}

/** The record an entry names, as users know it, and its page. */
function recordOf(row: AuditRow): Pick<AuditEntry, 'record' | 'link'> {
  const { kind, record_name, record_id, owner_kind, owner_id, owner_name } = row;
  if (kind === 'attachment' && owner_kind !== null) {
    const owner = recordText(owner_kind, owner_name, owner_id);
    const name = record_name ?? keptName(row);
    return {
      record: name === null ? owner : `${name} on ${owner}`,
      link: recordPath(owner_kind, owner_name, owner_id),
    };
  }
  // A failed sign-in by an address no user has names no user: it is named by the address tried.
  const name = record_name ?? (record_id === null ? keptName(row) : null);
  return { record: entryRecordText(kind, name, record_id), link: recordPath(kind, name, record_id) };
}

/** What the row an entry kept names it by (an attachment's name, the e-mail of a sign-in). */
function keptName(row: AuditRow): string | null {
  const kept = (row.after ?? row.before) as { name?: unknown; email?: unknown } | null;
  if (typeof kept?.name === 'string') return kept.name;
  return typeof kept?.email === 'string' ? kept.email : null;
}

/** An entry as the reader gets it: its record named, linked only to a page the reader may open. */
function entryOf(row: AuditRow, reader: Authority): AuditEntry {
  const { record_name: _name, owner_kind: _ownerKind, owner_id: _ownerId, owner_name: _ownerName, ...entry } = row;
  const { record, link } = recordOf(row);
  return { ...entry, record, link: link !== null && canAccessPage(reader, link) ? link : null };
}

/**
 * A page of the audit log, newest first: the entries after `before_id` that the filter matches. Read
 * by keyset (the last entry shown), so every page costs what the first does, however deep.
 */
export async function auditLog(
  db: Executor,
  query: AuditLogQuery,
  reader: { timeZone: string; authority: Authority },
): Promise<AuditLogPage> {
  const ids = await recordIds(db, query);
  if (ids !== undefined && ids.length === 0) return { success: true, entries: [], next: null };
  const rows = await auditPage(
    db,
    {
      from: query.from,
      to: query.to,
      timeZone: reader.timeZone,
      userId: query.user_id,
      kind: query.kind,
      recordIds: ids,
      action: query.action,
      beforeId: query.before_id,
    },
    AUDIT_PAGE_SIZE,
  );
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    success: true,
    entries: page.map((row) => entryOf(row, reader.authority)),
    next: rows.length > AUDIT_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

/** The people whose entries a reader may filter by. */
export async function auditLogUsers(db: Executor) {
  return { success: true as const, users: await auditUsers(db) };
}
