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
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_at_idx').on(t.at)],
);
