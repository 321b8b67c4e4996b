import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bigNumber, bytes, moment, optionalRef, serialId } from './columns';
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
  ],
);

export interface MailRecipient {
  name: string | null;
  address: string;
}
