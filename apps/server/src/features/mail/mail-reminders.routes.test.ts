import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '@fleetledger/shared/dates';
import { mailOutboxResponse, mailRemindersResponse } from '@fleetledger/shared/mail/mail.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, clearDocuments, ledgerScenario } from '../../../test/ledger-scenario';
import { useSmtpTestServer } from '../../../test/smtp-test-server';
import { startReminderTimer } from './mail-reminder-timer';
import { holdReminderRun } from './mail-reminders.queries';
import { sendReminders } from './mail-reminders.service';

const smtp = useSmtpTestServer();

const api = useSignedInApp({ env: smtp.env, masterData: true, securityCodes: CODES });
const scenario = ledgerScenario(api);
const db = () => api.ctx.database.db;
const TODAY = todayIn('Asia/Bahrain');

let customers: { acme: number; marine: number; noEmail: number; notOptedIn: number };
beforeAll(async () => {
  const { acme, bahrainMarine } = api.md.customers;
  const made = await db().execute<{ id: number }>(sql`
    insert into customers (name, email, overdue_reminders)
    values ('Reminder No Email', null, true), ('Reminder Not Opted In', 'ops@notoptedin.bh', false)
    returning id`);
  const [noEmail, notOptedIn] = made.rows.map((row) => Number(row.id));
  customers = { acme, marine: bahrainMarine, noEmail: noEmail!, notOptedIn: notOptedIn! };
  await db().execute(sql`update customers set payment_terms_days = 0`);
  await db().execute(sql`update customers set email = 'accounts@acme.bh', overdue_reminders = true where id = ${acme}`);
  await db().execute(
    sql`update customers set email = 'finance@marine.bh', overdue_reminders = true where id = ${bahrainMarine}`,
  );
});

beforeEach(async () => {
  await clearDocuments(db());
  await db().execute(
    sql`delete from mail_outbox; delete from mail_reminder_runs; delete from settings where key = 'overdue_reminders'`,
  );
  smtp.received.length = 0;
});

/** A posted invoice of BD 100 due on its date (terms 0), so it is `daysLate` past due today. */
async function overdueInvoice(customerId: number, daysLate: number, post = true): Promise<number> {
  const { number } = await scenario.invoice(
    customerId,
    addDays(TODAY, -daysLate),
    [{ quantity: 1, unitFils: 100_000, vatPercent: 0 }],
    0,
  );
  if (post) expect(await scenario.post('invoice', number!)).toBe(200);
  return number!;
}

const remindNow = async (authority?: 1 | 2 | 3 | 4) => api.call('POST', 'mail/send_reminders', {}, authority);

async function reminderRows() {
  const rows = await db().execute<{ number: number; step: number; mailed: boolean }>(sql`
    select i.number, r.step, r.mail_id is not null as mailed from mail_reminders r join invoices i on i.id = r.invoice_id
    order by i.number, r.step`);
  return rows.rows.map((row) => [Number(row.number), row.step, row.mailed]);
}

/** Sessions of this database waiting for an advisory lock. */
const advisoryWaiters = async () =>
  Number(
    (
      await db().execute<{ n: string }>(
        sql`select count(*) as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`,
      )
    ).rows[0]!.n,
  );

const reminderMailCount = async () =>
  Number(
    (await db().execute<{ n: string }>(sql`select count(*) as n from mail_outbox where document = 'reminder'`)).rows[0]!
      .n,
  );

async function delivered(count: number) {
  for (let round = 0; round < 200 && smtp.received.length < count; round += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(smtp.received).toHaveLength(count);
  return smtp.received;
}

describe('overdue reminders', () => {
  it('mails each opted-in customer once, listing the invoices whose step is due, with their statement attached', async () => {
    const { acme, marine, noEmail, notOptedIn } = customers;
    const early = await overdueInvoice(acme, 6);
    const week = await overdueInvoice(acme, 7);
    const month = await overdueInvoice(acme, 31);
    const paid = await overdueInvoice(acme, 31);
    const paidId = (await scenario.details('invoice', paid)).id;
    const { number: receipt } = await scenario.receipt(acme, 27, TODAY, [
      { kind: 'customer', invoiceId: paidId, crDr: 'cr', amountFils: 100_000 },
    ]);
    expect(await scenario.post('receipt', receipt!)).toBe(200);
    const cancelled = await overdueInvoice(acme, 31);
    expect(await scenario.move('invoice', cancelled, 'Cancelled')).toBe(200);
    const draft = await overdueInvoice(acme, 31, false);
    const fortnight = await overdueInvoice(marine, 14);
    await overdueInvoice(noEmail, 30);
    await overdueInvoice(notOptedIn, 30);

    const answer = await remindNow();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(mailRemindersResponse.parse(answer.json())).toMatchObject({
      queued: 2,
      message: '2 overdue reminders queued for sending',
    });

    const mails = await delivered(2);
    const toAcme = mails.find((mail) => mail.to && 'text' in mail.to && mail.to.text.includes('accounts@acme.bh'))!;
    expect(toAcme.subject).toMatch(/^Payment reminder: 2 overdue invoices from /);
    expect(toAcme.text).toContain(`INV-ARG-${week}  dated`);
    expect(toAcme.text).toContain('7 days overdue  BD 100.000 open');
    expect(toAcme.text).toContain(`INV-ARG-${month}  dated`);
    expect(toAcme.text).toContain('31 days overdue');
    for (const left of [early, paid, cancelled, draft]) expect(toAcme.text).not.toContain(`INV-ARG-${left} `);
    expect(toAcme.attachments).toHaveLength(1);
    const [statement] = toAcme.attachments;
    expect(statement!.filename).toMatch(
      new RegExp(`^Statement-Acme-Trading-${addDays(TODAY, -31).slice(0, 7)}-01-${TODAY}\\.pdf$`),
    );
    const stored = await db().execute<{ attachment: Buffer }>(
      sql`select attachment from mail_outbox where customer_id = ${acme}`,
    );
    expect(statement!.content.equals(stored.rows[0]!.attachment)).toBe(true);
    expect(statement!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const toMarine = mails.find((mail) => mail !== toAcme)!;
    expect(toMarine.text).toContain(`INV-ARG-${fortnight}  dated`);
    expect(toMarine.subject).toMatch(/^Payment reminder: 1 overdue invoice from /);

    // The 31-day invoice gets the 30-day reminder only; 7 and 14 are recorded as passed, never to be sent.
    expect(await reminderRows()).toEqual([
      [week, 7, true],
      [month, 7, false],
      [month, 14, false],
      [month, 30, true],
      [fortnight, 7, false],
      [fortnight, 14, true],
    ]);
    const audit = await db().execute(
      sql`select entity_id from audit_log where action = 'mail_queued' and entity = 'reminder' order by entity_id`,
    );
    expect(audit.rows.map((row) => Number(row.entity_id)).sort()).toEqual([acme, marine].sort());

    // Each invoice's outbox lists the reminder that covered it, with its step.
    const outbox = async (number: number) =>
      mailOutboxResponse.parse((await api.call('GET', `mail/outbox?document=invoice&number=${number}`)).json()).data;
    const [ofMonth] = await outbox(month);
    const [ofWeek] = await outbox(week);
    expect(ofMonth).toMatchObject({
      reminder_step: 30,
      to: ['Acme Trading <accounts@acme.bh>'],
      queued_by: expect.any(String),
    });
    expect(ofWeek).toMatchObject({ id: ofMonth!.id, reminder_step: 7 });
    expect(await outbox(early)).toEqual([]);
    expect(await outbox(paid)).toEqual([]);
  });

  it('sends nothing again the same day, and the next day only the steps newly reached', async () => {
    const { acme } = customers;
    const early = await overdueInvoice(acme, 6);
    const week = await overdueInvoice(acme, 7);
    expect(mailRemindersResponse.parse((await remindNow()).json()).queued).toBe(1);
    const once = await reminderRows();
    expect(mailRemindersResponse.parse((await remindNow()).json())).toMatchObject({
      queued: 0,
      message: '0 overdue reminders queued for sending',
    });
    expect(await reminderRows()).toEqual(once);

    // Tomorrow the 6-day invoice reaches 7 days; the 7-day one, at 8, was reminded at 7 already.
    expect(await sendReminders(db(), api.ctx.config, addDays(TODAY, 1), { userId: null })).toBe(1);
    expect(await reminderRows()).toEqual([
      [early, 7, true],
      [week, 7, true],
    ]);
    const mails = await delivered(2);
    expect(mails[1]!.text).toContain(`INV-ARG-${early}  dated`);
    expect(mails[1]!.text).not.toContain(`INV-ARG-${week}  dated`);
    expect(await reminderMailCount()).toBe(2);
  });

  it('queues each reminder once however many runs are asked for at once', async () => {
    const { acme, marine } = customers;
    await overdueInvoice(acme, 7);
    await overdueInvoice(acme, 31);
    await overdueInvoice(marine, 14);
    const answers = await Promise.all(Array.from({ length: 20 }, () => remindNow()));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const queued = answers.map((answer) => mailRemindersResponse.parse(answer.json()).queued);
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await reminderMailCount()).toBe(2);
    expect((await reminderRows()).filter(([, , mailed]) => mailed)).toHaveLength(3);
    await delivered(2);
  });

  it("waits for another instance's run to finish before it reads what to remind", async () => {
    const week = await overdueInvoice(customers.acme, 7);
    let pending: ReturnType<typeof remindNow> | undefined;
    // Another instance's run, holding the lock: this one queues nothing until it ends.
    await db().transaction(async (other) => {
      await holdReminderRun(other);
      pending = remindNow();
      for (let round = 0; round < 400 && (await advisoryWaiters()) === 0; round += 1)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(await advisoryWaiters()).toBe(1);
      expect(await reminderRows()).toEqual([]);
    });
    expect(mailRemindersResponse.parse((await pending!).json()).queued).toBe(1);
    expect(await reminderRows()).toEqual([[week, 7, true]]);
  });

  it('follows the steps in Settings', async () => {
    const { acme } = customers;
    const late = await overdueInvoice(acme, 4);
    expect(mailRemindersResponse.parse((await remindNow()).json()).queued).toBe(0);
    const saved = await api.call('POST', 'reminder_settings_save', { steps: [3, 10], hour: 9, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(mailRemindersResponse.parse((await remindNow()).json()).queued).toBe(1);
    expect(await reminderRows()).toEqual([[late, 3, true]]);
  });

  it('is an Admin call, and says so when mail is not set up', async () => {
    await overdueInvoice(customers.acme, 7);
    for (const authority of [2, 3, 4] as const) expect((await remindNow(authority)).statusCode).toBe(403);
    expect(await reminderMailCount()).toBe(0);
    expect(await reminderRows()).toEqual([]);
    await expect(sendReminders(db(), { ...api.ctx.config, mail: null }, TODAY, { userId: null })).rejects.toMatchObject(
      {
        statusCode: 409,
      },
    );
    expect(await reminderMailCount()).toBe(0);
  });

  it("runs by itself once the company day's hour has come, and once a day", async () => {
    const late = await overdueInvoice(customers.acme, 7);
    expect((await api.call('POST', 'reminder_settings_save', { steps: [7], hour: 0, version: 0 })).statusCode).toBe(
      200,
    );
    let looks = 0;
    const errors: unknown[] = [];
    const timer = startReminderTimer(db(), api.ctx.config, {
      checkEveryMs: 20,
      onQueued: () => undefined,
      onError: (error) => errors.push(error),
    });
    const runs = async () =>
      (await db().execute<{ day: string; queued: number }>(sql`select day, queued from mail_reminder_runs`)).rows;
    try {
      for (; looks < 200 && (await runs()).length === 0; looks += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      // A few more looks the same day find the run done.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await timer.stop();
    }
    expect(errors).toEqual([]);
    expect(await runs()).toEqual([{ day: TODAY, queued: 1 }]);
    expect(await reminderRows()).toEqual([[late, 7, true]]);
    expect(await reminderMailCount()).toBe(1);
  });
});
