import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, bigNumber, requiredRef, moment } from './columns';
import { users } from './users';

/**
 * The last number given to each document kind. The next number is taken with one UPDATE … RETURNING
 * inside the transaction that creates the document, so a rolled-back creation gives its number back
 * and two creations can never share one.
 */
export const documentCounters = pgTable('document_counters', {
  kind: text('kind').primaryKey(),
  lastNumber: bigNumber('last_number').notNull().default(0),
});

/** Wrong security codes, counted per user to limit guessing (see docs/architecture.md). */
export const securityCodeFailures = pgTable(
  'security_code_failures',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id),
    at: moment('at'),
    /** True while its codes are compared; a wrong answer turns it into a failure, a right one deletes it. */
    checking: boolean('checking').notNull().default(false),
  },
  (t) => [index('security_code_failures_user_idx').on(t.userId, t.at)],
);
