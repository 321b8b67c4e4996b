import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, bigNumber, optionalRef, moment } from './columns';
import { users } from './users';

/** Files attached to a document; the bytes live once in stored_files by their SHA-256. */
export const attachments = pgTable(
  'attachments',
  {
    id: serialId(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: bigNumber('owner_id').notNull(),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigNumber('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdBy: optionalRef('created_by', () => users.id),
    createdAt: moment('created_at'),
  },
  (t) => [index('attachments_owner_idx').on(t.ownerKind, t.ownerId)],
);
