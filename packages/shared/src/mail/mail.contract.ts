import { z } from 'zod';
import { printedNumber } from '../documents/document-number-prefixes';
import { idNumber, optionalId, optionalText, requiredId } from '../contract-fields';
import { isoDate } from '../dates';
import { LIST_FILTERS } from '../documents/document.contract';
import { STATEMENTS_AT_ONCE } from '../statements/statements.contract';
import { hasLineBreak, isOneHeaderLine, parseMailAddress } from './mail-address';
import { documentsNumbered, mailNumberFrom } from './mail-numbers';

/** What can be sent by e-mail: each goes with its PDF, named by its number. */
export const MAIL_DOCUMENTS = [
  'invoice',
  'credit_note',
  'debit_note',
  'receipt_voucher',
  'payment_voucher',
  'statement',
] as const;
export type MailDocument = (typeof MAIL_DOCUMENTS)[number];

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One mail's recipients, to and cc together: more is a mailing, not a document sent. */
export const MAX_RECIPIENTS = 50;
export const MAX_SUBJECT = 200;
export const MAX_MESSAGE = 10_000;

export const MAIL_MESSAGES = {
  documentRequired: `Document must be one of ${MAIL_DOCUMENTS.join(', ')}`,
  numberRequired: 'Number is required for this document',
  statementFields: 'A statement is named by customer_id, from and to_date',
  periodBackwards: 'from must not be after to_date',
  toRequired: 'Add at least one recipient',
  badAddress: (text: string) => `Not an e-mail address: ${JSON.stringify(text.slice(0, 80))}`,
  addressLineBreak: 'An address cannot contain a line break',
  badNumber: (text: string) =>
    `Not a number of this document: ${JSON.stringify(text.slice(0, 40))} (5, or as printed: ${printedNumber('invoice', 5)})`,
  unknownNumber: (text: string) =>
    `Not a document number: ${JSON.stringify(text.slice(0, 40))} (as printed: ${printedNumber('invoice', 5)}, or a number)`,
  statusRequired: `Status must be one of ${MAIL_STATUSES.join(', ')}`,
  fromAfterTo: 'From must be on or before To',
  unknownMail: 'That mail does not exist',
  retryOnlyFailed: 'Only a failed mail is sent again: this one is not failed',
  requeued: 'Queued for sending again',
  tooManyRecipients: `At most ${MAX_RECIPIENTS} recipients (to and cc together)`,
  subjectRequired: 'Subject is required',
  subjectOneLine: 'Subject must be one line',
  subjectTooLong: `Subject must be at most ${MAX_SUBJECT} characters`,
  messageTooLong: `Message must be at most ${MAX_MESSAGE} characters`,
  notConfigured:
    'E-mail is not set up: the administrator sets SMTP_URL (smtp:// or smtps://, with user and password if the mail server asks for them) and MAIL_FROM, then restarts fleetledger',
  queued: 'Queued for sending',
  unknownDocument: (what: string) => `${what} does not exist`,
  noAddress: 'No e-mail address on record',
  unusableAddress: 'The e-mail address on record is not one a mail can go to',
  notIssued: (what: string) => `This ${what} is not posted: only an issued document is sent`,
  remindersQueued: (queued: number) => `${queued} overdue reminder${queued === 1 ? '' : 's'} queued for sending`,
  statementsQueued: (queued: number, skipped: number) =>
    `${queued} statement${queued === 1 ? '' : 's'} queued for sending${skipped === 0 ? '' : `; ${skipped} without an e-mail address left out`}`,
} as const;

const recipients = z
  .array(z.string({ error: 'Each recipient must be text' }), { error: 'Recipients must be a list' })
  .max(MAX_RECIPIENTS, MAIL_MESSAGES.tooManyRecipients)
  .superRefine((list, ctx) => {
    for (const text of list)
      if (hasLineBreak(text)) ctx.addIssue({ code: 'custom', message: MAIL_MESSAGES.addressLineBreak });
      else if (parseMailAddress(text) === null)
        ctx.addIssue({ code: 'custom', message: MAIL_MESSAGES.badAddress(text) });
  })
  .transform((list) => list.map((text) => parseMailAddress(text)!));

/** POST mail/send: one document (or one customer's statement for a period) to its recipients. */
export const mailSendPayload = z
  .object({
    document: z.enum(MAIL_DOCUMENTS, { error: MAIL_MESSAGES.documentRequired }),
    number: idNumber(MAIL_MESSAGES.numberRequired).optional(),
    customer_id: idNumber('customer_id is not a valid id').optional(),
    from: isoDate().optional(),
    to_date: isoDate().optional(),
    to: recipients.refine((list) => list.length > 0, MAIL_MESSAGES.toRequired),
    cc: recipients.default([]),
    subject: z
      .string({ error: MAIL_MESSAGES.subjectRequired })
      .trim()
      .refine((text) => text !== '', MAIL_MESSAGES.subjectRequired)
      .refine(isOneHeaderLine, MAIL_MESSAGES.subjectOneLine)
      .refine((text) => text.length <= MAX_SUBJECT, MAIL_MESSAGES.subjectTooLong),
    message: z.string({ error: 'Message must be text' }).max(MAX_MESSAGE, MAIL_MESSAGES.messageTooLong).default(''),
  })
  .superRefine((payload, ctx) => {
    if (payload.to.length + payload.cc.length > MAX_RECIPIENTS)
      ctx.addIssue({ code: 'custom', path: ['cc'], message: MAIL_MESSAGES.tooManyRecipients });
    if (payload.document === 'statement') {
      if (payload.customer_id === undefined || payload.from === undefined || payload.to_date === undefined)
        ctx.addIssue({ code: 'custom', path: ['customer_id'], message: MAIL_MESSAGES.statementFields });
      else if (payload.from > payload.to_date)
        ctx.addIssue({ code: 'custom', path: ['from'], message: MAIL_MESSAGES.periodBackwards });
    } else if (payload.number === undefined)
      ctx.addIssue({ code: 'custom', path: ['number'], message: MAIL_MESSAGES.numberRequired });
  });
export type MailSendPayload = z.infer<typeof mailSendPayload>;

export const mailSendResponse = z.object({
  success: z.literal(true),
  id: z.number(),
  status: z.literal('queued'),
  message: z.string(),
});

const documentQueryFields = {
  document: z.enum(MAIL_DOCUMENTS, { error: MAIL_MESSAGES.documentRequired }),
  /** As typed in the address: 5, or as printed (INV-ARG-5). */
  number: z.string({ error: MAIL_MESSAGES.numberRequired }).optional(),
  customer_id: z.coerce.number().pipe(idNumber('customer_id is not a valid id')).optional(),
};

/** The query with its number read for the document it names; a statement is named by its customer. */
function numberAsPrinted<Q extends { document: MailDocument; number?: string }>(query: Q, ctx: z.RefinementCtx) {
  if (query.document === 'statement' || query.number === undefined) return { ...query, number: undefined };
  const number = mailNumberFrom(query.document, query.number);
  if (number === null) {
    ctx.addIssue({ code: 'custom', path: ['number'], message: MAIL_MESSAGES.badNumber(query.number) });
    return z.NEVER;
  }
  return { ...query, number };
}

/** GET mail/outbox: the mails of one document (a statement's by its customer). */
export const mailOutboxQuery = z.object(documentQueryFields).transform(numberAsPrinted);

export const outboxMail = z.object({
  id: z.number(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  queued_at: z.string(),
  queued_by: z.string().nullable(),
  /** For an invoice's mails: the overdue step (days past due) a reminder covering it was sent at. */
  reminder_step: z.number().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

/** Whether mail is set up (SMTP_URL and MAIL_FROM), for the Send button to say how when it is not. */
export const mailOutboxResponse = z.object({
  success: z.literal(true),
  configured: z.boolean(),
  data: z.array(outboxMail),
});

/** GET mail/draft: what a send of this document starts from: the party's e-mail, a subject, a message. */
export const mailDraftQuery = z
  .object({ ...documentQueryFields, from: isoDate().optional(), to_date: isoDate().optional() })
  .transform(numberAsPrinted);
export type MailDraftQuery = z.infer<typeof mailDraftQuery>;

export const mailDraftResponse = z.object({
  success: z.literal(true),
  configured: z.boolean(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  message: z.string(),
});
export type MailDraft = z.infer<typeof mailDraftResponse>;

/** POST mail/send_statements: each chosen customer's statement for the period, to their own e-mail. */
export const mailStatementsPayload = z
  .object({
    customer_ids: z
      .array(idNumber('customer_ids holds an id that is not valid'), { error: 'customer_ids must be a list of ids' })
      .min(1, 'Choose at least one customer')
      .max(STATEMENTS_AT_ONCE, `At most ${STATEMENTS_AT_ONCE} statements at a time`),
    from: isoDate(),
    to_date: isoDate(),
  })
  .refine((payload) => payload.from <= payload.to_date, { path: ['from'], message: MAIL_MESSAGES.periodBackwards });

export const mailStatementsResponse = z.object({
  success: z.literal(true),
  queued: z.array(z.object({ customer_id: z.number(), id: z.number() })),
  skipped: z.array(z.object({ customer_id: z.number(), name: z.string(), reason: z.string() })),
  message: z.string(),
});

/** POST mail/send_reminders: today's overdue reminders now, rather than at the daily run's hour. */
export const mailRemindersResponse = z.object({
  success: z.literal(true),
  queued: z.number(),
  message: z.string(),
});

export const OUTBOX_PAGE_SIZE = 50;

/** GET mail/outbox_list: the company's mails, newest first, a page at a time, by status, document and days. */
export const outboxListQuery = z
  .object({
    status: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(MAIL_STATUSES, { error: MAIL_MESSAGES.statusRequired }).optional(),
    ),
    /** The document's number as printed (INV-ARG-5), or bare (5: that number of every kind). */
    number: optionalText(40, 'Document number'),
    /** The days queued, as every list takes them: blank is absent. */
    from: LIST_FILTERS.from,
    to: LIST_FILTERS.to,
    /** The last mail of the page before: the next page starts after it (keyset paging, newest first). */
    before_id: optionalId('Page'),
  })
  .superRefine((query, ctx) => {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: MAIL_MESSAGES.fromAfterTo });
  })
  .transform((query, ctx) => {
    const documents = query.number === null ? null : documentsNumbered(query.number);
    if (documents !== null && documents.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['number'], message: MAIL_MESSAGES.unknownNumber(query.number!) });
      return z.NEVER;
    }
    return { ...query, documents };
  });
export type OutboxListQuery = z.infer<typeof outboxListQuery>;

export const outboxListMail = outboxMail.extend({
  document: z.enum(MAIL_DOCUMENTS),
  /** The numbered document's number (null for a statement). */
  number: z.number().nullable(),
  /** The document as users read it: INV-ARG-5, or a statement's customer. */
  document_text: z.string(),
  customer_id: z.number().nullable(),
  period_from: z.string().nullable(),
  period_to: z.string().nullable(),
});
export type OutboxListMail = z.infer<typeof outboxListMail>;

export const outboxListResponse = z.object({
  success: z.literal(true),
  configured: z.boolean(),
  mails: z.array(outboxListMail),
  /** The before_id of the next page, null on the last. */
  next: z.number().nullable(),
});
export type OutboxListPage = z.infer<typeof outboxListResponse>;

/** POST mail/retry: a failed mail queued again, its attempts counted afresh; it answers as a send does (mailSendResponse). */
export const mailRetryPayload = z.object({ id: requiredId('Mail') });
