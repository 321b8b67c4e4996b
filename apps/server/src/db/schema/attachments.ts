import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Files attached to a document; the bytes live once under DATA_DIR/files by their SHA-256. */
export const attachments = pgTable(
  'attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attachments_owner_idx').on(t.ownerKind, t.ownerId)],
);
