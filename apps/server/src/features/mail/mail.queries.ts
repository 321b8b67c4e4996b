import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentStatus } from '@fleetledger/shared/documents/document-status';
import type { MailDocument } from '@fleetledger/shared/mail/mail.contract';
import { storedStatus } from '../../kernel/document-row';
import type { Executor } from '../../db/client';
import { mailOutbox, users, type MailRecipient } from '../../db/schema';

export type NewMail = typeof mailOutbox.$inferInsert;

export async function insertMail(db: Executor, mail: NewMail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * The mails of one document, newest first, as the outbox call answers them. An invoice's include the
 * overdue reminders that listed it, each with the step it was reminded at.
 */
export function mailsOf(db: Executor, document: string, by: { number?: number; customerId?: number }) {
  const remindedInvoice = document === 'invoice' && by.number !== undefined ? by.number : null;
  const reminders = sql`select r.mail_id, r.step from mail_reminders r join invoices i on i.id = r.invoice_id
    where i.number = ${remindedInvoice} and r.mail_id is not null`;
  const own = and(
    eq(mailOutbox.document, document),
    by.number === undefined ? undefined : eq(mailOutbox.documentNumber, by.number),
    by.customerId === undefined ? undefined : eq(mailOutbox.customerId, by.customerId),
  );
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      cc: mailOutbox.cc,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
      queuedAt: mailOutbox.queuedAt,
      queuedBy: users.name,
      reminderStep:
        remindedInvoice === null
          ? sql<number | null>`null::integer`
          : sql<
              number | null
            >`(select reminded.step from (${reminders}) reminded where reminded.mail_id = ${mailOutbox.id})`,
    })
    .from(mailOutbox)
    .leftJoin(users, eq(users.id, mailOutbox.queuedBy))
    .where(
      remindedInvoice === null
        ? own
        : or(own, sql`${mailOutbox.id} in (select reminded.mail_id from (${reminders}) reminded)`),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(200);
}

export interface ClaimedMail {
  id: number;
  to: MailRecipient[];
  cc: MailRecipient[];
  subject: string;
  message: string;
  attachmentName: string;
  attachment: Buffer;
  messageId: string;
  attempts: number;
  leaseToken: string;
}

/**
 * Claims the next mail due (queued and its time come, or left sending by a courier whose lease ran
 * out), for this courier alone: SKIP LOCKED lets couriers of other instances claim the next ones.
 */
export async function claimDueMail(db: Executor, leaseToken: string, leaseMs: number): Promise<ClaimedMail | null> {
  const claimed = await db.execute<{
    id: string;
    to_addresses: MailRecipient[];
    cc_addresses: MailRecipient[];
    subject: string;
    message: string;
    attachment_name: string;
    attachment: Buffer;
    message_id: string;
    attempts: number;
  }>(sql`
    update mail_outbox
       set status = 'sending', lease_token = ${leaseToken},
           lease_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1
     where id = (
       select id from mail_outbox
        where (status = 'queued' and next_attempt_at <= now()) or (status = 'sending' and lease_until < now())
        order by next_attempt_at, id
        limit 1
          for update skip locked)
    returning id, to_addresses, cc_addresses, subject, message, attachment_name, attachment, message_id, attempts`);
  const row = claimed.rows[0];
  if (row === undefined) return null;
  return {
    id: Number(row.id),
    to: row.to_addresses,
    cc: row.cc_addresses,
    subject: row.subject,
    message: row.message,
    attachmentName: row.attachment_name,
    attachment: row.attachment,
    messageId: row.message_id,
    attempts: row.attempts,
    leaseToken,
  };
}

/** What became of a claimed mail; written only while this courier still holds it. */
export async function settleMail(
  db: Executor,
  mail: Pick<ClaimedMail, 'id' | 'leaseToken'>,
  outcome:
    { status: 'sent' } | { status: 'queued'; afterMs: number; error: string } | { status: 'failed'; error: string },
): Promise<void> {
  await db.execute(sql`
    update mail_outbox
       set status = ${outcome.status},
           lease_token = null, lease_until = null,
           sent_at = ${outcome.status === 'sent' ? sql`now()` : sql`null`},
           last_error = ${outcome.status === 'sent' ? null : outcome.error},
           next_attempt_at = ${outcome.status === 'queued' ? sql`now() + ${`${outcome.afterMs} milliseconds`}::interval` : sql`next_attempt_at`}
     where id = ${mail.id} and lease_token = ${mail.leaseToken}`);
}

/** When the next mail falls due, to sleep until then rather than poll. */
export async function nextDueAt(db: Executor): Promise<Date | null> {
  const next = await db.execute<{ due: Date | null }>(sql`
    select min(case when status = 'queued' then next_attempt_at else lease_until end) as due
      from mail_outbox where status in ('queued', 'sending')`);
  const due = next.rows[0]?.due;
  return due === null || due === undefined ? null : new Date(due);
}

type PartyQuery = (by: { number?: number; customerId?: number }) => SQL;

/** Per kind of document: whom it is for, and its status where it has one. */
const PARTY_OF: Readonly<Record<MailDocument, PartyQuery>> = {
  invoice: ({ number = 0 }) =>
    sql`select c.name, c.email, d.status from invoices d join customers c on c.id = d.customer_id
         where d.number = ${number}`,
  credit_note: ({ number = 0 }) =>
    sql`select c.name, c.email, n.status from credit_notes n join invoices d on d.id = n.invoice_id
          join customers c on c.id = d.customer_id where n.number = ${number}`,
  debit_note: ({ number = 0 }) =>
    sql`select c.name, c.email, n.status from debit_notes n join invoices d on d.id = n.invoice_id
          join customers c on c.id = d.customer_id where n.number = ${number}`,
  receipt_voucher: ({ number = 0 }) =>
    sql`select c.name, c.email, d.status from receipts d join customers c on c.id = d.customer_id
         where d.number = ${number}`,
  payment_voucher: ({ number = 0 }) =>
    sql`select c.name, c.email, d.status from payments d join customers c on c.id = d.supplier_id
         where d.number = ${number}`,
  statement: ({ customerId = 0 }) => sql`select name, email, null as status from customers where id = ${customerId}`,
};

/**
 * The document a mail carries, as far as the mail needs it: whom it is for (the customer of an
 * invoice, credit note, receipt or statement, the supplier of a payment) and its status.
 */
export async function mailedDocument(
  db: Executor,
  document: MailDocument,
  by: { number?: number; customerId?: number },
): Promise<{ name: string; email: string | null; status: DocumentStatus | null } | undefined> {
  const found = await db.execute<{ name: string; email: string | null; status: string | null }>(PARTY_OF[document](by));
  const row = found.rows[0];
  return row === undefined ? undefined : { ...row, status: row.status === null ? null : storedStatus(row.status) };
}
