import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, bigNumber, moment } from './columns';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: serialId(),
    /** SHA-256 of the cookie token: a leaked table does not hand out sessions. */
    tokenHash: text('token_hash').notNull(),
    userId: bigNumber('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at'),
    lastSeenAt: moment('last_seen_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);
