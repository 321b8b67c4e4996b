import { randomUUID } from 'node:crypto';
import { formatMailAddress } from '@fleetledger/shared/mail/mail-address';
import { mailRefusal } from '@fleetledger/shared/mail/mail-documents';
import { MAIL_MESSAGES, type MailSendPayload, type OutboxMail } from '@fleetledger/shared/mail/mail.contract';
import { recordAudit } from '../../audit/audit-log';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { conflict } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { printedDocument } from './mail-documents.service';
import { mailTarget } from './mail-drafts.service';
import { shownStatus } from './mail-outbox.service';
import { insertMail, mailsOf } from './mail.queries';

/**
 * Queues a document's mail: only an issued document (`mailRefusal`), its PDF printed now and kept with
 * it, the outbox row and its audit entry in one transaction, so a mail is either recorded and on its
 * way or not at all. The courier delivers.
 */
export async function queueMail(
  db: Db,
  config: Pick<Config, 'mail'>,
  payload: MailSendPayload,
  actor: Actor,
): Promise<number> {
  if (config.mail === null) throw conflict(MAIL_MESSAGES.notConfigured);
  const refused = mailRefusal(payload.document, (await mailTarget(db, payload)).status);
  if (refused !== null) throw conflict(refused);
  const printed = await printedDocument(db, payload, actor);
  const domain = config.mail.from.address.split('@')[1]!;
  return db.transaction(async (tx) => {
    const id = await insertMail(tx, {
      document: payload.document,
      documentNumber: payload.document === 'statement' ? null : payload.number!,
      customerId: payload.document === 'statement' ? payload.customer_id! : null,
      periodFrom: payload.from ?? null,
      periodTo: payload.to_date ?? null,
      to: payload.to,
      cc: payload.cc,
      subject: payload.subject,
      message: payload.message,
      attachmentName: printed.fileName,
      attachment: printed.pdf,
      messageId: `<${randomUUID()}@${domain}>`,
      queuedBy: actor.userId,
    });
    await recordAudit(tx, actor, {
      action: 'mail_queued',
      entity: payload.document,
      entityId: payload.document === 'statement' ? payload.customer_id : payload.number,
      after: { mail_id: id, to: payload.to, cc: payload.cc, subject: payload.subject, file: printed.fileName },
    });
    return id;
  });
}

/** A document's mails as the outbox call answers them: a mail being handed over still reads queued. */
export async function outboxOf(
  db: Db,
  query: { document: string; number?: number; customer_id?: number },
): Promise<OutboxMail[]> {
  const rows = await mailsOf(db, query.document, { number: query.number, customerId: query.customer_id });
  return rows.map((row) => ({
    id: row.id,
    // As a header writes it, so a quoted name with commas reads as one recipient.
    to: row.to.map(formatMailAddress),
    cc: row.cc.map(formatMailAddress),
    subject: row.subject,
    status: shownStatus(row.status),
    attempts: row.attempts,
    last_error: row.lastError,
    sent_at: row.sentAt?.toISOString() ?? null,
    queued_at: row.queuedAt.toISOString(),
    queued_by: row.queuedBy,
    reminder_step: row.reminderStep,
  }));
}
