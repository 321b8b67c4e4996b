import { sql } from 'drizzle-orm';
import { index, pgSequence, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bigNumber } from './columns';

/** Never gives the same number twice, so a version once seen is never seen again for other data. */
export const readVersionSequence = pgSequence('read_version_seq');

/**
 * What a many-reader answer was built from, moved on at the commit of every write to it (migrations 0026
 * and 0029): `job_month:YYYY-MM` for a month of the job table (its jobs and their attachments), `jobs` for
 * every job, `masterdata` for the customers, drivers and trucks, `books` for every other table a report
 * reads. An answer's ETag is made of these, so an equal ETag means an equal answer (docs/architecture.md,
 * "Answers many people read").
 */
export const readVersions = pgTable('read_versions', {
  subject: text('subject').primaryKey(),
  version: bigNumber('version').notNull(),
});

/**
 * The transactions that have noted subjects to move on at commit: one row each, whose deferred trigger
 * moves every noted subject at once, in key order, as the transaction's last act (migration 0029).
 */
export const readVersionMoves = pgTable('read_version_moves', {
  txid: text('txid').primaryKey(),
});

/**
 * The jobs changed in each month of the job table, with the month's version their last change committed
 * at (null until it commits): a reader holding a month at some version is sent only the jobs changed since,
 * and a job that left the month (deleted, or moved to another) is named among them (migration 0032).
 */
export const jobChanges = pgTable(
  'job_changes',
  {
    month: text('month').notNull(),
    jobId: bigNumber('job_id').notNull(),
    version: bigNumber('version'),
  },
  (t) => [
    primaryKey({ name: 'job_changes_pk', columns: [t.month, t.jobId] }),
    index('job_changes_month_version_idx').on(t.month, t.version),
    index('job_changes_pending_idx')
      .on(t.month)
      .where(sql`version is null`),
  ],
);
