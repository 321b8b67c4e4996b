import { randomUUID } from 'node:crypto';
import { monthStart } from '@fleetledger/shared/dates';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { MAIL_MESSAGES } from '@fleetledger/shared/mail/mail.contract';
import { reminderAddress, reminderMailText, reminderStepDue } from '@fleetledger/shared/mail/mail-reminders';
import { recordAudit } from '../../audit/audit-log';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { conflict } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { storedStatus } from '../../kernel/document-row';
import { overdueInvoices } from '../books/books.service';
import { reminderSettings } from '../settings/settings.service';
import { customerStatementPdf } from '../statements/statements.service';
import { signingCompany } from './mail-drafts.service';
import { holdReminderRun, insertReminders, recordRun, remindedSteps } from './mail-reminders.queries';
import { insertMail } from './mail.queries';

/** Who queues the reminders of the daily run, in the audit log. */
export const DAILY_REMINDERS_ACTOR: Actor = { userId: null, ip: 'daily reminders' };

let turn: Promise<unknown> = Promise.resolve();

/**
 * Queues the overdue reminders due on the company day `today` and answers how many mails: one per
 * opted-in customer with an e-mail, listing each of their invoices whose step is due, with their
 * statement attached. Runs take turns (here in the process, and across instances under an advisory
 * lock), each reading what the runs before it reminded, so a run repeated the same day queues nothing.
 */
export function sendReminders(db: Db, config: Pick<Config, 'mail'>, today: string, actor: Actor) {
  const run = turn.then(() => remindersRun(db, config, today, actor));
  turn = run.catch(() => undefined);
  return run;
}

async function remindersRun(db: Db, config: Pick<Config, 'mail'>, today: string, actor: Actor) {
  const mail = config.mail;
  if (mail === null) throw conflict(MAIL_MESSAGES.notConfigured);
  const companyName = await signingCompany(db);
  return db.transaction(async (tx) => {
    await holdReminderRun(tx);
    const { steps } = await reminderSettings(tx);
    const overdue = await overdueInvoices(tx, today, steps[0]!);
    const reminded = await remindedSteps(
      tx,
      overdue.map((invoice) => invoice.invoice_id),
    );
    let queued = 0;
    for (const invoices of byCustomer(overdue)) {
      const customer = invoices[0]!;
      const to = reminderAddress({
        name: customer.customer_name,
        email: customer.email,
        remindersOn: customer.overdue_reminders,
      });
      const due = invoices.flatMap((invoice) => {
        const step = reminderStepDue(
          { status: storedStatus(invoice.status), openFils: invoice.open_fils, daysOverdue: invoice.days_late },
          steps,
          reminded.get(invoice.invoice_id) ?? [],
        );
        return step === null ? [] : [{ invoice, ...step }];
      });
      if (to === null || due.length === 0) continue;
      const period = { from: monthStart(due[0]!.invoice.item_date), to: today };
      const statement = await customerStatementPdf(db, {
        customer_id: customer.customer_id,
        ...period,
      });
      const text = reminderMailText({
        partyName: customer.customer_name,
        companyName,
        invoices: due.map(({ invoice }) => ({
          document: invoiceNumberText(invoice.number),
          date: invoice.item_date,
          dueDate: invoice.due_date,
          daysOverdue: invoice.days_late,
          openFils: invoice.open_fils,
        })),
      });
      const mailId = await insertMail(tx, {
        document: 'reminder',
        customerId: customer.customer_id,
        periodFrom: period.from,
        periodTo: period.to,
        to: [to],
        cc: [],
        ...text,
        attachmentName: statement.fileName,
        attachment: statement.pdf,
        messageId: `<${randomUUID()}@${mail.from.address.split('@')[1]!}>`,
        queuedBy: actor.userId,
      });
      await insertReminders(
        tx,
        due.flatMap(({ invoice, step, passed }) => [
          { invoiceId: invoice.invoice_id, step, mailId, remindedOn: today },
          ...passed.map((lower) => ({ invoiceId: invoice.invoice_id, step: lower, mailId: null, remindedOn: today })),
        ]),
      );
      await recordAudit(tx, actor, {
        action: 'mail_queued',
        entity: 'reminder',
        entityId: customer.customer_id,
        after: {
          mail_id: mailId,
          to: [to],
          subject: text.subject,
          invoices: due.map(({ invoice, step }) => ({ number: invoice.number, step })),
          file: statement.fileName,
        },
      });
      queued += 1;
    }
    await recordRun(tx, today, queued);
    return queued;
  });
}

type OverdueInvoice = Awaited<ReturnType<typeof overdueInvoices>>[number];

/** The overdue invoices, customer by customer (they come ordered by customer). */
function byCustomer(overdue: readonly OverdueInvoice[]): OverdueInvoice[][] {
  const groups = new Map<number, OverdueInvoice[]>();
  for (const invoice of overdue) groups.set(invoice.customer_id, [...(groups.get(invoice.customer_id) ?? []), invoice]);
  return [...groups.values()];
}
