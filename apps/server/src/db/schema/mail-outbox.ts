import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bigNumber, bytes, moment, optionalRef, requiredRef, serialId } from './columns';
import { invoices } from './invoices';
import { users } from './users';

/**
 * Every mail a user sent from a document, written in the same transaction as its audit entry and
 * delivered by the courier (see docs/architecture.md, "Mail"). The PDF is kept as it was when sent, so
 * a retry sends the same bytes and the record shows what went out.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    document: text('document').notNull(),
    documentNumber: bigNumber('document_number'),
    customerId: bigNumber('customer_id'),
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    to: jsonb('to_addresses').$type<MailRecipient[]>().notNull(),
    cc: jsonb('cc_addresses').$type<MailRecipient[]>().notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    attachmentName: text('attachment_name').notNull(),
    attachment: bytes('attachment').notNull(),
    /** One Message-ID for every attempt, so a receiver can drop a repeat. */
    messageId: text('message_id').notNull().unique(),
    /** queued, sending (claimed by a courier until lease_until), sent or failed. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at'),
    leaseToken: uuid('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    queuedAt: moment('queued_at'),
    queuedBy: optionalRef('queued_by', () => users.id),
  },
  (t) => [
    check('mail_outbox_status', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_document_idx').on(t.document, t.documentNumber),
    index('mail_outbox_customer_idx').on(t.document, t.customerId),
    // The Outbox screen pages newest first by id, by status or by the days queued.
    index('mail_outbox_status_id_idx').on(t.status, t.id),
    index('mail_outbox_queued_at_idx').on(t.queuedAt),
  ],
);

export interface MailRecipient {
  name: string | null;
  address: string;
}

/**
 * Each (invoice, step) of the overdue reminders, once: the key makes "never twice" the database's rule.
 * A step sent names its mail (written in the mail's transaction); a lower step an invoice passed before
 * any reminder went (first found 31 days late) is recorded without one, so it is never sent later.
 */
export const mailReminders = pgTable(
  'mail_reminders',
  {
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    /** Days past due, as Settings named the step when it was reminded. */
    step: integer('step').notNull(),
    mailId: optionalRef('mail_id', () => mailOutbox.id),
    remindedOn: date('reminded_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'mail_reminders_invoice_step', columns: [t.invoiceId, t.step] }),
    index('mail_reminders_mail_idx').on(t.mailId),
  ],
);

/** The company days the daily reminders ran, so the timer runs each day once. */
export const mailReminderRuns = pgTable('mail_reminder_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  queued: integer('queued').notNull(),
  finishedAt: moment('finished_at'),
});
