import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  auditLogResponse,
  auditUsersResponse,
  type AuditLogPage,
} from '@fleetledger/shared/audit-log/audit-log.contract';
import { isRecordKind, type RecordKind } from '@fleetledger/shared/audit-log/audit-log.rules';
import { apiRequest } from './api-client';

/** The audit log's filters as a screen holds them: '' means "any". */
export interface AuditFilters {
  from: string;
  to: string;
  /** The user's id as text. */
  user_id: string;
  kind: RecordKind | '';
  /** The record as users know it (INV-ARG-12, a customer's name). */
  record: string;
  /** The record by its id, as a document's History asks. */
  record_id: string;
  action: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  from: '',
  to: '',
  user_id: '',
  kind: '',
  record: '',
  record_id: '',
  action: '',
};

/**
 * The filters an address holds (`?kind=invoice&record=INV-ARG-12`), so a link opens them and a reload
 * keeps them; what it does not hold, or holds wrong (an unknown kind), is "any".
 */
export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const text = (name: keyof AuditFilters) => params.get(name) ?? '';
  const kind = text('kind');
  return {
    from: text('from'),
    to: text('to'),
    user_id: text('user_id'),
    kind: isRecordKind(kind) ? kind : '',
    record: text('record'),
    record_id: text('record_id'),
    action: text('action'),
  };
}

/** The address of the filters: only those set. */
export function auditFiltersSearch(filters: AuditFilters): URLSearchParams {
  return new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
}

/** The query string of GET audit/log: only the filters set, and the page's start when not the first. */
export function auditLogQuery(filters: AuditFilters, beforeId: number | null): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters) as [string, string][])
    if (value.trim() !== '') query.set(name, value.trim());
  if (beforeId !== null) query.set('before_id', String(beforeId));
  return query.toString();
}

export function fetchAuditPage(filters: AuditFilters, beforeId: number | null, signal?: AbortSignal) {
  return apiRequest({ path: `audit/log?${auditLogQuery(filters, beforeId)}`, schema: auditLogResponse, signal });
}

/**
 * A page of the audit log, kept on screen while the next one loads. `readAt` is when the record a
 * History belongs to was last read: each new reading of it (a save, a move, an attachment) asks again.
 */
export function useAuditLog(filters: AuditFilters, beforeId: number | null, readAt = 0) {
  return useQuery({
    queryKey: ['audit-log', filters, beforeId, readAt],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchAuditPage(filters, beforeId, signal),
  });
}

/** The most an export takes: a file people open, not a copy of a log of millions. */
export const EXPORT_LIMIT = 20_000;

/**
 * The entries the filters match for an export, newest first, page after page (each starting after the
 * last), up to EXPORT_LIMIT; `cut` says more matched.
 */
export async function exportedAuditEntries(filters: AuditFilters) {
  const entries: AuditLogPage['entries'] = [];
  let beforeId: number | null = null;
  do {
    const page: AuditLogPage = await fetchAuditPage(filters, beforeId);
    entries.push(...page.entries);
    beforeId = page.next;
  } while (beforeId !== null && entries.length < EXPORT_LIMIT);
  return { entries: entries.slice(0, EXPORT_LIMIT), cut: beforeId !== null || entries.length > EXPORT_LIMIT };
}

export function useAuditUsers() {
  return useQuery({
    queryKey: ['audit-users'],
    queryFn: ({ signal }) => apiRequest({ path: 'audit/users', schema: auditUsersResponse, signal }),
  });
}
