import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditLogPage,
  type AuditLogQuery,
} from '@fleetledger/shared/audit-log/audit-log.contract';
import {
  documentNumberOf,
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

function entryOf(row: AuditRow): AuditEntry {
  const { record_name, owner_kind, owner_id, owner_name, ...entry } = row;
  if (row.kind === 'attachment' && owner_kind !== null) {
    const owner = recordText(owner_kind, owner_name, owner_id);
    const name = recordText('attachment', record_name ?? readName(row), null);
    return {
      ...entry,
      record: name === '' ? owner : `${name} on ${owner}`,
      link: recordPath(owner_kind, owner_name, owner_id),
    };
  }
  return {
    ...entry,
    record: recordText(row.kind, record_name, row.record_id),
    link: recordPath(row.kind, record_name, row.record_id),
  };
}

/** An attachment is named by what its row said when it was added or removed. */
function readName(row: AuditRow): string | null {
  const kept = (row.after ?? row.before) as { name?: unknown } | null;
  return typeof kept?.name === 'string' ? kept.name : null;
}

/**
 * A page of the audit log, newest first: the entries after `before_id` that the filter matches. Read
 * by keyset (the last entry shown), so every page costs what the first does, however deep.
 */
export async function auditLog(db: Executor, query: AuditLogQuery, timeZone: string): Promise<AuditLogPage> {
  const ids = await recordIds(db, query);
  if (ids !== undefined && ids.length === 0) return { success: true, entries: [], next: null };
  const rows = await auditPage(
    db,
    {
      from: query.from,
      to: query.to,
      timeZone,
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
    entries: page.map(entryOf),
    next: rows.length > AUDIT_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

/** The people whose entries a reader may filter by. */
export async function auditLogUsers(db: Executor) {
  return { success: true as const, users: await auditUsers(db) };
}
