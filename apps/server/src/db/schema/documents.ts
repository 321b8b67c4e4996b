import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { serialId, bigNumber, optionalRef, requiredRef, moment } from './columns';
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

/**
 * The printed prefix of each numbered document kind, a company setting (docs/architecture.md, "Document
 * numbers"). A kind's row carries the version its changes are made at.
 */
export const documentNumberSeries = pgTable('document_number_series', {
  kind: text('kind').primaryKey(),
  version: integer('version').notNull().default(1),
  updatedBy: optionalRef('updated_by', () => users.id),
  updatedAt: moment('updated_at'),
});

/**
 * The prefixes a kind has printed with, as ranges by number: a prefix prints every number from its own
 * `from_number` up to the next range's. A new prefix starts at the kind's next number, so no number
 * already issued prints differently; only a range no number has reached yet may be rewritten.
 */
export const documentNumberPrefixes = pgTable(
  'document_number_prefixes',
  {
    kind: text('kind')
      .notNull()
      .references(() => documentNumberSeries.kind),
    fromNumber: bigNumber('from_number').notNull(),
    prefix: text('prefix').notNull(),
    setBy: optionalRef('set_by', () => users.id),
    setAt: moment('set_at'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.fromNumber] })],
);
