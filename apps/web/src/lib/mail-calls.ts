import {
  mailDraftResponse,
  mailOutboxResponse,
  mailRemindersResponse,
  mailSendResponse,
  mailStatementsResponse,
  type MailDocument,
} from '@fleetledger/shared/mail/mail.contract';
import { apiRequest } from './api-client';

/** Which document a mail carries: by its number, or a customer's statement for a period. */
export type MailedDocument =
  | { document: Exclude<MailDocument, 'statement'>; number: number }
  | { document: 'statement'; customerId: number; from: string; to: string };

function documentQuery(mailed: MailedDocument): URLSearchParams {
  return new URLSearchParams(
    mailed.document === 'statement'
      ? { document: 'statement', customer_id: String(mailed.customerId), from: mailed.from, to_date: mailed.to }
      : { document: mailed.document, number: String(mailed.number) },
  );
}

export const mailKey = (mailed: MailedDocument) => ['mail', documentQuery(mailed).toString()] as const;

/** GET mail/draft: the party's e-mail, a subject and a message to start from. */
export const mailDraft = (mailed: MailedDocument) =>
  apiRequest({ path: `mail/draft?${documentQuery(mailed).toString()}`, schema: mailDraftResponse });

/** GET mail/outbox: the document's mails, newest first. */
export const mailOutbox = (mailed: MailedDocument) =>
  apiRequest({ path: `mail/outbox?${documentQuery(mailed).toString()}`, schema: mailOutboxResponse });

export interface Letter {
  to: string[];
  cc: string[];
  subject: string;
  message: string;
}

/** The body of mail/send for this document and letter, as the shared contract reads it. */
export function mailPayload(mailed: MailedDocument, letter: Letter) {
  const named =
    mailed.document === 'statement'
      ? { customer_id: mailed.customerId, from: mailed.from, to_date: mailed.to }
      : { number: mailed.number };
  return { document: mailed.document, ...named, ...letter };
}

/** POST mail/send: queued with the PDF printed now; the courier delivers. */
export const sendMail = (payload: ReturnType<typeof mailPayload>) =>
  apiRequest({ path: 'mail/send', method: 'POST', body: payload, schema: mailSendResponse });

/** POST mail/send_statements: each customer's statement for the period, to the e-mail on their record. */
export const sendStatements = (customerIds: readonly number[], period: { from: string; to: string }) =>
  apiRequest({
    path: 'mail/send_statements',
    method: 'POST',
    body: { customer_ids: customerIds, from: period.from, to_date: period.to },
    schema: mailStatementsResponse,
  });

/** POST mail/send_reminders: today's overdue reminders now, rather than at the daily run's hour. */
export const sendRemindersNow = () =>
  apiRequest({ path: 'mail/send_reminders', method: 'POST', body: {}, schema: mailRemindersResponse });
