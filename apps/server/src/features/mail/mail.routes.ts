import type { FastifyInstance } from 'fastify';
import {
  MAIL_MESSAGES,
  mailDraftQuery,
  mailDraftResponse,
  mailOutboxQuery,
  mailOutboxResponse,
  mailRetryPayload,
  mailSendPayload,
  mailSendResponse,
  mailStatementsPayload,
  mailStatementsResponse,
  outboxListQuery,
  outboxListResponse,
} from '@fleetledger/shared/mail/mail.contract';
import { outboxList, retryMail } from './mail-outbox.service';
import { mailDraft } from './mail-drafts.service';
import { queueStatements } from './mail-statements.service';
import { transportationCalls } from '../../http/transportation-calls';
import { startMailCourier } from './mail-courier';
import { outboxOf, queueMail } from './mail.service';
import { todayIn } from '@fleetledger/shared/dates';
import { startReminderTimer } from './mail-reminder-timer';
import { sendReminders } from './mail-reminders.service';

/** Documents sent by e-mail: queued by a call, delivered by this instance's courier (and every other's). */
export function mailRoutes(app: FastifyInstance): void {
  const settings = app.config.mail;
  const courier =
    settings === null
      ? null
      : startMailCourier(app.database.db, settings, {
          onError: (error) => app.log.error({ err: error }, 'mail courier'),
        });
  if (courier !== null) app.addHook('onClose', () => courier.stop());
  const reminders =
    courier === null
      ? null
      : startReminderTimer(app.database.db, app.config, {
          onQueued: () => courier.nudge(),
          onError: (error) => app.log.error({ err: error }, 'overdue reminders'),
        });
  if (reminders !== null) app.addHook('onClose', () => reminders.stop());
  transportationCalls(app, { folder: 'mail', call: 'mail_send_reminders' }).post(
    'send_reminders',
    async ({ actor }) => {
      const queued = await sendReminders(app.database.db, app.config, todayIn(app.config.companyTz), actor);
      courier?.nudge();
      return { success: true, queued, message: MAIL_MESSAGES.remindersQueued(queued) };
    },
  );

  const send = transportationCalls(app, { folder: 'mail', call: 'mail_send' });
  const outbox = transportationCalls(app, { folder: 'mail', call: 'mail_outbox' });
  const addresses = ['to', 'cc'];
  send.post(
    'send',
    { takes: mailSendPayload, answer: mailSendResponse, linesOwned: addresses },
    async ({ body, actor }) => {
      const id = await queueMail(app.database.db, app.config, body, actor);
      courier?.nudge();
      return { success: true, id, status: 'queued', message: MAIL_MESSAGES.queued };
    },
  );
  outbox.get('outbox', { takes: mailOutboxQuery, answer: mailOutboxResponse }, async ({ query }) => ({
    success: true,
    configured: settings !== null,
    data: await outboxOf(app.database.db, query),
  }));
  transportationCalls(app, { folder: 'mail', call: 'mail_send_statements' }).post(
    'send_statements',
    { takes: mailStatementsPayload, answer: mailStatementsResponse },
    async ({ body, actor }) => {
      const { queued, skipped } = await queueStatements(app.database.db, app.config, body, actor);
      courier?.nudge();
      return { success: true, queued, skipped, message: MAIL_MESSAGES.statementsQueued(queued.length, skipped.length) };
    },
  );
  transportationCalls(app, { folder: 'mail', call: 'mail_outbox_list' }).get(
    'outbox_list',
    { takes: outboxListQuery, answer: outboxListResponse },
    ({ query }) => outboxList(app.database.db, app.config, query),
  );
  transportationCalls(app, { folder: 'mail', call: 'mail_retry' }).post(
    'retry',
    { takes: mailRetryPayload, answer: mailSendResponse },
    async ({ body, actor }) => {
      await retryMail(app.database.db, app.config, body.id, actor);
      courier?.nudge();
      return { success: true, id: body.id, status: 'queued', message: MAIL_MESSAGES.requeued };
    },
  );
  transportationCalls(app, { folder: 'mail', call: 'mail_draft' }).get(
    'draft',
    { takes: mailDraftQuery, answer: mailDraftResponse },
    ({ query }) => mailDraft(app.database.db, app.config, query),
  );
}
