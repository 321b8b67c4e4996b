import { formatDisplayDate } from '@fleetledger/shared/dates';
import { formatMailAddress } from '@fleetledger/shared/mail/mail-address';
import { mailNumberText, type NumberedMailDocument } from '@fleetledger/shared/mail/mail-numbers';
import {
  MAIL_MESSAGES,
  MAIL_STATUSES,
  OUTBOX_PAGE_SIZE,
  type MailDocument,
  type MailStatus,
  type OutboxListPage,
  type OutboxListQuery,
} from '@fleetledger/shared/mail/mail.contract';
import { recordAudit } from '../../audit/audit-log';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { lockedMailStatus, outboxPage, requeueMail, type OutboxRow } from './mail-outbox.queries';

/** A mail being handed over (sending) still reads queued. */
export function shownStatus(stored: string): MailStatus {
  return (MAIL_STATUSES as readonly string[]).includes(stored) ? (stored as MailStatus) : 'queued';
}

/** The document a mail carried as users read it: INV-ARG-5, or whose statement for which days. */
function documentText(row: OutboxRow): string {
  if (row.document !== 'statement' && row.document_number !== null)
    return mailNumberText(row.document as NumberedMailDocument, row.document_number);
  const period =
    row.period_from === null || row.period_to === null
      ? ''
      : `, ${formatDisplayDate(row.period_from)} to ${formatDisplayDate(row.period_to)}`;
  return `Statement of ${row.customer_name ?? `customer #${row.customer_id}`}${period}`;
}

/** GET mail/outbox_list: the company's mails the filters match, a page newest first, and where the next starts. */
export async function outboxList(
  db: Db,
  config: Pick<Config, 'mail' | 'companyTz'>,
  query: OutboxListQuery,
): Promise<OutboxListPage> {
  const rows = await outboxPage(db, {
    status: query.status,
    documents: query.documents ?? undefined,
    from: query.from,
    to: query.to,
    timeZone: config.companyTz,
    beforeId: query.before_id ?? undefined,
    limit: OUTBOX_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, OUTBOX_PAGE_SIZE);
  return {
    success: true,
    configured: config.mail !== null,
    mails: page.map((row) => ({
      id: row.id,
      document: row.document as MailDocument,
      number: row.document_number,
      document_text: documentText(row),
      customer_id: row.customer_id,
      period_from: row.period_from,
      period_to: row.period_to,
      to: row.to_addresses.map(formatMailAddress),
      cc: row.cc_addresses.map(formatMailAddress),
      subject: row.subject,
      status: shownStatus(row.status),
      attempts: row.attempts,
      last_error: row.last_error,
      sent_at: row.sent_at,
      queued_at: row.queued_at,
      queued_by: row.queued_by,
      reminder_step: null,
    })),
    next: rows.length > OUTBOX_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

/**
 * POST mail/retry: a failed mail queued again with its PDF as it was, its attempts counted afresh,
 * audited as every mail action is. Only a failed one: a queued or sent mail going twice is a mail sent twice.
 */
export async function retryMail(db: Db, config: Pick<Config, 'mail'>, id: number, actor: Actor): Promise<void> {
  if (config.mail === null) throw conflict(MAIL_MESSAGES.notConfigured);
  await db.transaction(async (tx) => {
    const mail = await lockedMailStatus(tx, id);
    if (mail === undefined) throw notFound(MAIL_MESSAGES.unknownMail);
    if (mail.status !== 'failed') throw conflict(MAIL_MESSAGES.retryOnlyFailed);
    await requeueMail(tx, id);
    await recordAudit(tx, actor, {
      action: 'mail_retried',
      entity: mail.document,
      entityId: mail.document === 'statement' ? mail.customer_id : mail.document_number,
      before: { mail_id: id, status: 'failed', attempts: mail.attempts, last_error: mail.last_error },
      after: { mail_id: id, status: 'queued', attempts: 0 },
    });
  });
}
