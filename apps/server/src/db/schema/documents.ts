import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The last number given to each document kind. The next number is taken with one UPDATE … RETURNING
 * inside the transaction that creates the document, so a rolled-back creation gives its number back
 * and two creations can never share one.
 */
export const documentCounters = pgTable('document_counters', {
  kind: text('kind').primaryKey(),
  lastNumber: bigint('last_number', { mode: 'number' }).notNull().default(0),
});

/** Wrong security codes, counted per user to limit guessing (see docs/architecture.md). */
export const securityCodeFailures = pgTable(
  'security_code_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_code_failures_user_idx').on(t.userId, t.at)],
);
