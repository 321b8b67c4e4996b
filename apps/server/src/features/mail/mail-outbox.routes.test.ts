import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mailSendResponse, outboxListResponse } from '@fleetledger/shared/mail/mail.contract';
import { MANAGER } from '@fleetledger/shared/access';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, ledgerScenario } from '../../../test/ledger-scenario';
import { useSmtpTestServer } from '../../../test/smtp-test-server';

const smtp = useSmtpTestServer();
const api = useSignedInApp({ env: smtp.env, masterData: true, securityCodes: CODES });
const scenario = ledgerScenario(api);
const db = () => api.ctx.database.db;

async function list(query: string) {
  const answer = await api.call('GET', `mail/outbox_list?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return outboxListResponse.parse(answer.json());
}

async function postedInvoice(): Promise<number> {
  const { number } = await scenario.invoice(
    api.md.customers.acme,
    '2026-10-05',
    [{ quantity: 1, unitFils: 20_000, vatPercent: 10 }],
    0,
  );
  expect(await scenario.post('invoice', number!)).toBe(200);
  return number!;
}

async function sendInvoice(number: number, subject: string): Promise<number> {
  const answer = await api.call('POST', 'mail/send', {
    document: 'invoice',
    number,
    to: ['"Acme, Accounts" <accounts@acme.bh>'],
    subject,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return mailSendResponse.parse(answer.json()).id;
}

/** Waits until the mail's status is one of these, as the company's outbox shows it. */
async function statusOf(id: number, wanted: string[]) {
  for (let round = 0; round < 200; round += 1) {
    const mail = (await list('')).mails.find((candidate) => candidate.id === id);
    if (mail !== undefined && wanted.includes(mail.status)) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`mail ${id} never reached ${wanted.join(' or ')}`);
}

const stored = async (id: number) =>
  (
    await db().execute<{ status: string; attempts: number }>(
      sql`select status, attempts from mail_outbox where id = ${id}`,
    )
  ).rows[0]!;

const retries = async () =>
  Number(
    (await db().execute<{ n: string }>(sql`select count(*) as n from audit_log where action = 'mail_retried'`)).rows[0]!
      .n,
  );

/** Mails written straight into the outbox, queued at a moment given in UTC, already sent. */
async function sentMailsAt(count: number, queuedAt: string, subject: string) {
  await db().execute(sql`
    insert into mail_outbox (document, document_number, to_addresses, cc_addresses, subject, message,
                             attachment_name, attachment, message_id, status, attempts, queued_at, sent_at)
    select 'invoice', 900000 + n, '[{"name": null, "address": "a@acme.bh"}]'::jsonb, '[]'::jsonb,
           ${subject} || ' ' || n, '', 'INV-ARG-1.pdf', '\\x25504446'::bytea,
           '<' || gen_random_uuid() || '@gulfhaulage.bh>', 'sent', 1, ${queuedAt}::timestamptz, ${queuedAt}::timestamptz
      from generate_series(1, ${count}) n`);
}

describe('mail/outbox_list and mail/retry', () => {
  it('lists a failed mail with its attempts and error, and sends it again on Retry, audited', async () => {
    const number = await postedInvoice();
    smtp.mood = 'reject';
    const id = await sendInvoice(number, `Refused INV-ARG-${number}`);
    const failed = await statusOf(id, ['failed']);
    expect(failed).toMatchObject({
      document: 'invoice',
      number,
      document_text: `INV-ARG-${number}`,
      to: ['"Acme, Accounts" <accounts@acme.bh>'],
      attempts: 1,
      last_error: expect.stringMatching(/550/),
      queued_by: expect.any(String),
    });
    expect((await list('status=failed')).mails.map((mail) => mail.id)).toContain(id);
    expect((await list('status=sent')).mails.map((mail) => mail.id)).not.toContain(id);

    smtp.mood = 'accept';
    const retried = await api.call('POST', 'mail/retry', { id });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(mailSendResponse.parse(retried.json())).toMatchObject({
      id,
      status: 'queued',
      message: 'Queued for sending again',
    });
    expect(await statusOf(id, ['sent'])).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(smtp.received.filter((mail) => mail.subject === `Refused INV-ARG-${number}`)).toHaveLength(1);

    const audit = await db().execute<{ entity: string; entity_id: string; before: unknown; after: unknown }>(
      sql`select entity, entity_id, before, after from audit_log where action = 'mail_retried' order by id desc limit 1`,
    );
    expect(audit.rows[0]).toMatchObject({
      entity: 'invoice',
      entity_id: String(number),
      before: { mail_id: id, status: 'failed', attempts: 1, last_error: expect.stringMatching(/550/) },
      after: { mail_id: id, status: 'queued', attempts: 0 },
    });
  });

  it('refuses a retry it cannot make, with a message, and changes nothing', async () => {
    const number = await postedInvoice();
    smtp.mood = 'reject';
    const failed = await sendInvoice(number, `Failed again INV-ARG-${number}`);
    await statusOf(failed, ['failed']);
    smtp.mood = 'accept';
    const sent = await sendInvoice(number, `Sent INV-ARG-${number}`);
    await statusOf(sent, ['sent']);
    const before = { failed: await stored(failed), sent: await stored(sent), retries: await retries() };

    const refusals: [unknown, number, string][] = [
      [{}, 400, 'Mail is required'],
      [{ id: 2.5 }, 400, 'Mail is not a valid id'],
      [{ id: -3 }, 400, 'Mail is not a valid id'],
      [{ id: 9_999_999 }, 404, 'That mail does not exist'],
      [{ id: sent }, 409, 'Only a failed mail is sent again: this one is not failed'],
    ];
    for (const [payload, status, message] of refusals) {
      const answer = await api.call('POST', 'mail/retry', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(answer.json<{ message: string }>().message).toBe(message);
    }
    expect((await api.call('POST', 'mail/retry', { id: failed }, MANAGER)).statusCode).toBe(403);
    expect({ failed: await stored(failed), sent: await stored(sent), retries: await retries() }).toEqual(before);
  });

  it('pages the company day by keyset, newest first, 50 a page, on the company clock', async () => {
    // Bahrain is UTC+3: 21:30 UTC on 9 March is already 10 March there.
    await sentMailsAt(60, '2025-03-09T09:00:00Z', 'Paged');
    await sentMailsAt(3, '2025-03-09T21:30:00Z', 'Next day');
    const first = await list('from=2025-03-09&to=2025-03-09');
    expect(first.mails).toHaveLength(50);
    expect(first.mails.every((mail) => mail.subject.startsWith('Paged '))).toBe(true);
    const ids = first.mails.map((mail) => mail.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.next).toBe(ids.at(-1));
    const second = await list(`from=2025-03-09&to=2025-03-09&before_id=${first.next}`);
    expect(second.mails).toHaveLength(10);
    expect(second.next).toBeNull();
    expect(new Set([...ids, ...second.mails.map((mail) => mail.id)]).size).toBe(60);
    expect((await list('from=2025-03-10&to=2025-03-10')).mails.map((mail) => mail.subject).sort()).toEqual([
      'Next day 1',
      'Next day 2',
      'Next day 3',
    ]);
  });

  it("finds a document's mails by its number as printed or bare, and a mail being handed over reads queued", async () => {
    const number = await postedInvoice();
    const id = await sendInvoice(number, `Find INV-ARG-${number}`);
    await statusOf(id, ['sent']);
    expect((await list(`number=INV-ARG-${number}`)).mails.map((mail) => mail.id)).toEqual([id]);
    expect((await list(`number=inv-arg-${number}&status=sent`)).mails.map((mail) => mail.id)).toEqual([id]);
    expect((await list(`number=${number}`)).mails.map((mail) => mail.id)).toContain(id);
    expect((await list(`number=CN-ARG-${number}`)).mails).toEqual([]);

    await db().execute(
      sql`update mail_outbox set status = 'sending', lease_until = now() + interval '1 hour' where id = ${id}`,
    );
    expect((await list('status=queued')).mails.find((mail) => mail.id === id)).toMatchObject({ status: 'queued' });
  });

  it('refuses filters it cannot read, with a message, and is the Admin call', async () => {
    const refusals: [string, string][] = [
      ['status=lost', 'Status must be one of queued, sent, failed'],
      ['number=XYZ-1', 'Not a document number: "XYZ-1" (as printed: INV-ARG-5, or a number)'],
      ['from=2026-03-02&to=2026-03-01', 'From must be on or before To'],
      ['from=someday', 'That is not a real date'],
      ['before_id=abc', 'Page is not a valid id'],
    ];
    for (const [query, message] of refusals) {
      const answer = await api.call('GET', `mail/outbox_list?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json<{ message: string }>().message, query).toMatch(message);
    }
    expect((await api.call('GET', 'mail/outbox_list', undefined, MANAGER)).statusCode).toBe(403);
  });
});
