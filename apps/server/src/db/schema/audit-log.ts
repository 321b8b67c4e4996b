import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, bigNumber, moment } from './columns';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    at: moment('at'),
    /** Null for anonymous attempts and the CLI. */
    userId: bigNumber('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  // Read newest first by one filter at a time (migration 0036).
  (t) => [
    index('audit_log_at_id_idx').on(t.at, t.id),
    index('audit_log_user_at_idx').on(t.userId, t.at, t.id),
    index('audit_log_entity_at_idx').on(t.entity, t.at, t.id),
    index('audit_log_record_at_idx').on(t.entity, t.entityId, t.at, t.id),
    index('audit_log_action_at_idx').on(t.action, t.at, t.id),
    index('audit_log_attachment_owner_idx')
      .on(
        sql`(coalesce(${t.after}, ${t.before}) ->> 'ownerKind')`,
        sql`(coalesce(${t.after}, ${t.before}) ->> 'ownerId')`,
        t.at,
        t.id,
      )
      .where(sql`${t.entity} = 'attachment'`),
  ],
);
