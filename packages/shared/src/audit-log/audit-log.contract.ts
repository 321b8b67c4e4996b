import { z } from 'zod';
import { optionalId, optionalText, texts, textsOrNull } from '../contract-fields';
import { LIST_FILTERS } from '../documents/document.contract';
import { RECORD_KIND_KEYS } from './audit-log.rules';

/*
 * The audit log as people read it (Admin, and the Manager read-only), under /api/transportation/audit/:
 * GET log — a page of the entries a filter matches, newest first — and GET users, the people to filter by.
 */

export const AUDIT_PAGE_SIZE = 50;

export const AUDIT_MESSAGES = {
  fromAfterTo: 'From must be on or before To',
  unknownKind: 'Record kind is not one the audit log keeps',
  unknownAction: 'Action must be a word of letters and underscores',
  recordNeedsKind: 'Choose the record kind to find a record by its number',
} as const;

export const auditLogQuery = z
  .object({
    /** The days, as every list takes them: blank is absent. */
    from: LIST_FILTERS.from,
    to: LIST_FILTERS.to,
    user_id: optionalId('User'),
    kind: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(RECORD_KIND_KEYS, { error: AUDIT_MESSAGES.unknownKind }).optional(),
    ),
    /** The record as users know it: a document's number (INV-ARG-12 or 12), a customer's name. */
    record: optionalText(100, 'Record number'),
    /** The record by its id, as a document's History asks. */
    record_id: optionalId('Record'),
    action: optionalText(40, 'Action').refine(
      (value) => value === null || /^[a-z_]+$/.test(value),
      AUDIT_MESSAGES.unknownAction,
    ),
    /** The last entry of the page before: the next page starts after it (keyset paging, newest first). */
    before_id: optionalId('Page'),
  })
  .superRefine((query, context) => {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to)
      context.addIssue({ code: 'custom', path: ['to'], message: AUDIT_MESSAGES.fromAfterTo });
    if ((query.record !== null || query.record_id !== null) && query.kind === undefined)
      context.addIssue({ code: 'custom', path: ['kind'], message: AUDIT_MESSAGES.recordNeedsKind });
  });
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditEntry = z.object({
  id: z.number(),
  /** The moment, ISO 8601 in UTC: screens show it on the company's clock. */
  at: z.string(),
  user_id: z.number().nullable(),
  ...textsOrNull('user_name', 'user_email', 'ip'),
  ...texts('action', 'kind'),
  record_id: z.string().nullable(),
  /** As users know it: INV-ARG-12, the customer's name; the id when the record is gone. */
  record: z.string(),
  /** The record's page, where it has one and the reader may open it. */
  link: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogResponse = z.object({
  success: z.literal(true),
  entries: z.array(auditEntry),
  /** `before_id` for the next page; null on the last. */
  next: z.number().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogResponse>;

export const auditUsersResponse = z.object({
  success: z.literal(true),
  users: z.array(z.object({ id: z.number(), name: z.string(), email: z.string() })),
});
