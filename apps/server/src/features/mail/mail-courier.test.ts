import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useMailTestBed } from '../../../test/mail-test-bed';
import { startMailCourier, type MailCourier } from './mail-courier';
import { claimDueMail, insertMail } from './mail.queries';

const bed = useMailTestBed();
let couriers: MailCourier[] = [];
const FROM = { name: 'Gulf Haulage Accounts', address: 'accounts@gulfhaulage.bh' };
const PDF = Buffer.from('%PDF-1.7\n% a document\n');

afterEach(async () => {
  await Promise.all(couriers.map((courier) => courier.stop()));
  couriers = [];
});

const db = () => bed.ctx.database.db;

function courier(leaseMs = 60_000): MailCourier {
  const started = startMailCourier(
    db(),
    { smtpUrl: bed.smtp.url, from: FROM },
    { idleMs: 50, firstRetryMs: 100, leaseMs },
  );
  couriers.push(started);
  return started;
}

async function queue(subject: string): Promise<{ id: number; messageId: string }> {
  const messageId = `<${randomUUID()}@gulfhaulage.bh>`;
  const id = await insertMail(db(), {
    document: 'invoice',
    documentNumber: 1,
    to: [{ name: null, address: 'accounts@acme.bh' }],
    cc: [],
    subject,
    message: 'Attached.',
    attachmentName: 'INV-ARG-1.pdf',
    attachment: PDF,
    messageId,
  });
  return { id, messageId };
}

type StoredMail = { status: string; attempts: number; last_error: string | null };

async function stored(id: number): Promise<StoredMail> {
  const rows = await db().execute<StoredMail>(
    sql`select status, attempts, last_error from mail_outbox where id = ${id}`,
  );
  return rows.rows[0]!;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let round = 0; round < 300; round += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never came to pass');
}

/** The mail's stored row once it has come to what `done` looks for. */
const storedWhen = (id: number, done: (row: StoredMail) => boolean) => until(() => stored(id), done);

const deliveries = (messageId: string) => bed.smtp.received.filter((mail) => mail.messageId === messageId).length;

describe('the mail courier', () => {
  it('keeps a mail queued with the reason while SMTP is down, and delivers it once when it is back', async () => {
    await bed.smtp.stop();
    const mail = await queue('While the server was down');
    courier();
    const waiting = await storedWhen(mail.id, (row) => row.attempts >= 1 && row.last_error !== null);
    expect(waiting.status).toBe('queued');
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);
    await bed.smtp.start();
    await storedWhen(mail.id, (row) => row.status === 'sent');
    expect(deliveries(mail.messageId)).toBe(1);
    expect((await stored(mail.id)).last_error).toBeNull();
  });

  it("fails a mail the server refuses for good (5xx), with the server's reason, and never tries again", async () => {
    bed.smtp.mood = 'reject';
    const mail = await queue('To nobody');
    courier();
    const failed = await storedWhen(mail.id, (row) => row.status === 'failed');
    expect(failed).toMatchObject({ attempts: 1, last_error: expect.stringMatching(/^550 .*Mailbox does not exist/) });
    bed.smtp.mood = 'accept';
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await stored(mail.id)).attempts).toBe(1);
    expect(deliveries(mail.messageId)).toBe(0);
  });

  it('tries again after a 4xx, and delivers once the server takes mail', async () => {
    bed.smtp.mood = 'busy';
    const mail = await queue('Try later');
    courier();
    const deferred = await storedWhen(mail.id, (row) => row.attempts >= 2 && row.status === 'queued');
    expect(deferred).toMatchObject({ status: 'queued', last_error: expect.stringMatching(/^451 /) });
    bed.smtp.mood = 'accept';
    await storedWhen(mail.id, (row) => row.status === 'sent');
    expect(deliveries(mail.messageId)).toBe(1);
  });

  it('delivers each of 30 mails exactly once with two couriers (two instances) at work', async () => {
    const mails = await Promise.all(Array.from({ length: 30 }, (_, i) => queue(`Mail ${i}`)));
    courier();
    courier();
    await until(
      async () =>
        Number(
          (await db().execute<{ n: string }>(sql`select count(*) as n from mail_outbox where status = 'sent'`)).rows[0]!
            .n,
        ),
      (sent) => sent === 30,
    );
    for (const mail of mails) expect(deliveries(mail.messageId), mail.messageId).toBe(1);
    expect(bed.smtp.received).toHaveLength(30);
  });

  it('takes over a mail whose courier died holding it, once its lease has run out, and delivers it once', async () => {
    const mail = await queue('Left behind');
    const dead = await claimDueMail(db(), randomUUID(), 300);
    expect(dead?.id).toBe(mail.id);
    expect((await stored(mail.id)).status).toBe('sending');
    courier();
    await storedWhen(mail.id, (row) => row.status === 'sent');
    expect(await stored(mail.id)).toMatchObject({ attempts: 2, last_error: null });
    expect(deliveries(mail.messageId)).toBe(1);
  });
});
