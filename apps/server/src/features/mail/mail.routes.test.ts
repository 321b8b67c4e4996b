import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  mailDraftResponse,
  mailOutboxResponse,
  mailSendResponse,
  mailStatementsResponse,
  type OutboxMail,
} from '@fleetledger/shared/mail/mail.contract';
import { MANAGER } from '@fleetledger/shared/access';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, ledgerScenario } from '../../../test/ledger-scenario';
import { useSmtpTestServer } from '../../../test/smtp-test-server';

const smtp = useSmtpTestServer();

const api = useSignedInApp({ env: smtp.env, masterData: true, securityCodes: CODES, listening: true });
const scenario = ledgerScenario(api);
const DATE = '2026-10-05';

const outboxCount = async () =>
  Number((await api.ctx.database.db.execute<{ n: string }>(sql`select count(*) as n from mail_outbox`)).rows[0]!.n);

async function outbox(query: string): Promise<OutboxMail[]> {
  const answer = await api.call('GET', `mail/outbox?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return mailOutboxResponse.parse(answer.json()).data;
}

/** Waits for the courier to settle the mail: sent or failed. */
async function settled(query: string, id: number): Promise<OutboxMail> {
  for (let round = 0; round < 200; round += 1) {
    const mail = (await outbox(query)).find((candidate) => candidate.id === id);
    if (mail !== undefined && mail.status !== 'queued') return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`mail ${id} was never settled`);
}

/** The text of a PDF as pdftotext reads it. */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' });

async function postedInvoice(): Promise<number> {
  const { number } = await scenario.invoice(
    api.md.customers.acme,
    DATE,
    [{ quantity: 2, unitFils: 40_000, vatPercent: 10 }],
    0,
  );
  expect(await scenario.post('invoice', number!)).toBe(200);
  return number!;
}

const invoiceMail = (number: number, more: Record<string, unknown> = {}) => ({
  document: 'invoice',
  number,
  to: ['Acme Accounts <accounts@acme.bh>'],
  cc: ['ops@gulfhaulage.bh'],
  subject: `Invoice INV-ARG-${number} — فاتورة`,
  message: 'Dear Acme,\n\nPlease find your invoice attached.\n\nGulf Haulage',
  ...more,
});

describe('mail/send and mail/outbox', () => {
  it('sends an invoice with its PDF, records who sent it, and shows it Sent on the document', async () => {
    const number = await postedInvoice();
    const queued = await api.call('POST', 'mail/send', invoiceMail(number));
    expect(queued.statusCode, queued.body).toBe(200);
    const answer = mailSendResponse.parse(queued.json());
    expect(answer.status).toBe('queued');

    const mail = await settled(`document=invoice&number=${number}`, answer.id);
    expect(mail).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
      to: ['Acme Accounts <accounts@acme.bh>'],
      cc: ['ops@gulfhaulage.bh'],
      queued_by: expect.any(String),
    });
    expect(mail.sent_at).not.toBeNull();

    const received = smtp.received.find((candidate) => candidate.subject === `Invoice INV-ARG-${number} — فاتورة`)!;
    expect(received.from?.text).toBe('"Gulf Haulage Accounts" <accounts@gulfhaulage.bh>');
    expect(received.to).toMatchObject({ text: '"Acme Accounts" <accounts@acme.bh>' });
    expect(received.cc).toMatchObject({ text: 'ops@gulfhaulage.bh' });
    expect(received.text?.trim()).toBe('Dear Acme,\n\nPlease find your invoice attached.\n\nGulf Haulage');
    expect(received.messageId).toMatch(/@gulfhaulage\.bh>?$/);
    expect(received.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`INV-ARG-${number}.pdf`, 'application/pdf'],
    ]);
    const stored = await api.ctx.database.db.execute<{ attachment: Buffer }>(
      sql`select attachment from mail_outbox where id = ${answer.id}`,
    );
    expect(received.attachments[0]!.content.equals(stored.rows[0]!.attachment)).toBe(true);
    expect(received.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    const audit = await api.ctx.database.db.execute<{ action: string; entity_id: string; after: { mail_id: number } }>(
      sql`select action, entity_id, after from audit_log where action = 'mail_queued' and entity = 'invoice'`,
    );
    expect(audit.rows).toContainEqual(
      expect.objectContaining({ entity_id: String(number), after: expect.objectContaining({ mail_id: answer.id }) }),
    );
  });

  it("sends a receipt voucher and a customer's statement, each PDF named for what it is", async () => {
    const { number: receipt } = await scenario.receipt(api.md.customers.acme, 27, DATE, [
      { kind: 'customer', invoiceId: null, crDr: 'cr', amountFils: 12_000 },
    ]);
    // A receipt goes out once it is issued.
    const early = await api.call('POST', 'mail/send', {
      document: 'receipt_voucher',
      number: receipt,
      to: ['accounts@acme.bh'],
      subject: 'Too early',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      'This receipt is not posted: only an issued document is sent',
    );
    expect(await scenario.post('receipt', receipt!)).toBe(200);
    const voucher = await api.call('POST', 'mail/send', {
      document: 'receipt_voucher',
      number: receipt,
      to: ['accounts@acme.bh'],
      subject: `Receipt RCPT-ARG-${receipt}`,
    });
    expect(voucher.statusCode, voucher.body).toBe(200);
    const statement = await api.call('POST', 'mail/send', {
      document: 'statement',
      customer_id: api.md.customers.acme,
      from: '2026-10-01',
      to_date: '2026-10-31',
      to: ['accounts@acme.bh'],
      subject: 'Your statement for October 2026',
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const sentVoucher = await settled(`document=receipt_voucher&number=${receipt}`, voucher.json<{ id: number }>().id);
    const sentStatement = await settled(
      `document=statement&customer_id=${api.md.customers.acme}`,
      statement.json<{ id: number }>().id,
    );
    expect([sentVoucher.status, sentStatement.status]).toEqual(['sent', 'sent']);
    const names = smtp.received.flatMap((mail) => mail.attachments.map((file) => file.filename));
    expect(names).toContain(`RCPT-ARG-${receipt}.pdf`);
    expect(names.some((name) => /^Statement-.*-2026-10-01-2026-10-31\.pdf$/.test(name ?? ''))).toBe(true);
  });

  it('refuses bad input with a message and queues nothing', async () => {
    const number = await postedInvoice();
    const before = await outboxCount();
    const refusals: [Record<string, unknown>, number, RegExp][] = [
      [invoiceMail(number, { to: ['not-an-address'] }), 400, /Not an e-mail address: "not-an-address"/],
      [invoiceMail(number, { to: [] }), 400, /Add at least one recipient/],
      [
        invoiceMail(number, { to: ['a@acme.bh\r\nBcc: thief@evil.com'] }),
        400,
        /^An address cannot contain a line break$/,
      ],
      [
        invoiceMail(number, { to: ['Acme\r\nBcc: thief@evil.com <a@acme.bh>'] }),
        400,
        /^An address cannot contain a line break$/,
      ],
      [invoiceMail(number, { cc: ['ops@acme.bh\n'] }), 400, /^An address cannot contain a line break$/],
      [invoiceMail(number, { to: ['a@acme.bh\u0000'] }), 400, /^to\.0 contains a character/],
      [invoiceMail(number, { to: ['Al Noor, Accounts <a@noor.bh>'] }), 400, /Not an e-mail address/],
      [invoiceMail(number, { cc: ['Acme "Accounts" <a@acme.bh>'] }), 400, /Not an e-mail address/],
      [invoiceMail(number, { subject: 'Invoice\r\nBcc: thief@evil.com' }), 400, /^subject contains a character/],
      [invoiceMail(number, { subject: '   ' }), 400, /Subject is required/],
      [invoiceMail(number, { subject: 'x'.repeat(201) }), 400, /Subject must be at most 200 characters/],
      [invoiceMail(number, { message: 'x'.repeat(10_001) }), 400, /Message must be at most 10000 characters/],
      [
        invoiceMail(number, {
          to: Array.from({ length: 30 }, (_, i) => `a${i}@acme.bh`),
          cc: Array.from({ length: 21 }, (_, i) => `c${i}@acme.bh`),
        }),
        400,
        /At most 50 recipients/,
      ],
      [
        invoiceMail(number, { to: Array.from({ length: 51 }, (_, i) => `a${i}@acme.bh`) }),
        400,
        /At most 50 recipients/,
      ],
      [invoiceMail(number, { document: 'purchase' }), 400, /Document must be one of/],
      [invoiceMail(number, { number: 'seven' }), 400, /Number is required/],
      [invoiceMail(number, { to: 'accounts@acme.bh' }), 400, /Recipients must be a list/],
      [{ ...invoiceMail(number), number: undefined }, 400, /Number is required for this document/],
      [
        { document: 'statement', to: ['a@acme.bh'], subject: 'Statement' },
        400,
        /A statement is named by customer_id, from and to_date/,
      ],
      [
        {
          document: 'statement',
          customer_id: api.md.customers.acme,
          from: '2026-11-01',
          to_date: '2026-10-01',
          to: ['a@acme.bh'],
          subject: 'S',
        },
        400,
        /from must not be after to_date/,
      ],
      [invoiceMail(9_999_999), 404, /not found|does not exist/i],
      [{ ...invoiceMail(number), document: 'credit_note', number: 9_999_999 }, 404, /CN-ARG-9999999 does not exist/],
    ];
    for (const [payload, status, message] of refusals) {
      const answer = await api.call('POST', 'mail/send', payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(status);
      expect(answer.json<{ message: string }>().message).toMatch(message);
    }
    expect(await outboxCount()).toBe(before);
  });

  it('refuses an invoice that is not posted yet, and queues nothing', async () => {
    const { number } = await scenario.invoice(
      api.md.customers.acme,
      DATE,
      [{ quantity: 1, unitFils: 5_000, vatPercent: 10 }],
      0,
    );
    const before = await outboxCount();
    const answer = await api.call('POST', 'mail/send', invoiceMail(number!));
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ message: string }>().message).toBe(
      'This invoice is not posted: only an issued document is sent',
    );
    expect(await outboxCount()).toBe(before);
  });

  it('queues 20 sends fired at once through the real server, and delivers each exactly once', async () => {
    const number = await postedInvoice();
    const subjects = Array.from({ length: 20 }, (_, i) => `Race ${number}-${i}`);
    const answers = await Promise.all(
      subjects.map((subject) => api.postThroughServer('mail/send', invoiceMail(number, { subject }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(subjects.map(() => 200));
    const ids = await Promise.all(answers.map(async (answer) => mailSendResponse.parse(await answer.json()).id));
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) expect((await settled(`document=invoice&number=${number}`, id)).status).toBe('sent');
    for (const subject of subjects)
      expect(
        smtp.received.filter((mail) => mail.subject === subject),
        subject,
      ).toHaveLength(1);
  });

  it('is an Admin call: a Manager may neither send nor read the outbox', async () => {
    const number = await postedInvoice();
    const before = await outboxCount();
    expect((await api.call('POST', 'mail/send', invoiceMail(number), MANAGER)).statusCode).toBe(403);
    expect(
      (await api.call('GET', `mail/outbox?document=invoice&number=${number}`, undefined, MANAGER)).statusCode,
    ).toBe(403);
    expect(await outboxCount()).toBe(before);
  });

  it("drafts a send from the customer's e-mail, with a subject and message for the document", async () => {
    const number = await postedInvoice();
    await api.ctx.database.db.execute(
      sql`update customers set email = 'accounts@acme.bh' where id = ${api.md.customers.acme}`,
    );
    const answer = await api.call('GET', `mail/draft?document=invoice&number=${number}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const draft = mailDraftResponse.parse(answer.json());
    const name = (
      await api.ctx.database.db.execute<{ name: string }>(
        sql`select name from customers where id = ${api.md.customers.acme}`,
      )
    ).rows[0]!.name;
    expect(draft).toMatchObject({ configured: true, to: [`${name} <accounts@acme.bh>`], cc: [] });
    expect(draft.subject).toMatch(new RegExp(`^Tax invoice INV-ARG-${number}`));
    expect(draft.message).toMatch(new RegExp(`^Dear ${name},`));
    expect((await api.call('GET', `mail/outbox?document=invoice&number=${number}`)).json()).toMatchObject({
      configured: true,
    });

    expect((await api.call('GET', 'mail/draft?document=invoice&number=9999999')).statusCode).toBe(404);
    expect((await api.call('GET', 'mail/draft?document=statement')).statusCode).toBe(400);
    expect((await api.call('GET', 'mail/draft?document=invoice')).statusCode).toBe(400);
    expect((await api.call('GET', 'mail/draft?document=memo&number=1')).statusCode).toBe(400);
    expect((await api.call('GET', `mail/draft?document=invoice&number=${number}`, undefined, MANAGER)).statusCode).toBe(
      403,
    );
  });

  it('sends each chosen customer their statement, and names those with no e-mail on record', async () => {
    const { acme } = api.md.customers;
    const other = Object.values(api.md.customers).find((id) => id !== acme)!;
    await api.ctx.database.db.execute(sql`update customers set email = 'accounts@acme.bh' where id = ${acme}`);
    await api.ctx.database.db.execute(sql`update customers set email = null where id = ${other}`);
    const payload = { customer_ids: [acme, other, acme], from: '2026-10-01', to_date: '2026-10-31' };
    const answer = await api.call('POST', 'mail/send_statements', payload);
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = mailStatementsResponse.parse(answer.json());
    expect(sent.queued.map((mail) => mail.customer_id)).toEqual([acme]);
    expect(sent.skipped).toEqual([
      { customer_id: other, name: expect.any(String), reason: 'No e-mail address on record' },
    ]);
    expect(sent.message).toBe('1 statement queued for sending; 1 without an e-mail address left out');
    const mail = await settled(`document=statement&customer_id=${acme}`, sent.queued[0]!.id);
    expect(mail).toMatchObject({ status: 'sent', to: [expect.stringMatching(/<accounts@acme\.bh>$/)] });

    const before = await outboxCount();
    for (const [bad, message] of [
      [{ ...payload, customer_ids: [] }, /Choose at least one customer/],
      [{ ...payload, customer_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, /At most 100 statements/],
      [{ ...payload, customer_ids: ['x'] }, /not valid/],
      [{ ...payload, from: '2026-11-01' }, /from must not be after to_date/],
      [{ ...payload, to_date: 'soon' }, /real date|valid date/],
    ] as const) {
      const refused = await api.call('POST', 'mail/send_statements', bad);
      expect(refused.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(message);
    }
    expect((await api.call('POST', 'mail/send_statements', payload, MANAGER)).statusCode).toBe(403);
    // An unknown customer among known ones refuses the whole send: nobody gets half of it.
    const unknown = await api.call('POST', 'mail/send_statements', { ...payload, customer_ids: [acme, 9_999_999] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('That customer does not exist');
    expect(await outboxCount()).toBe(before);
  });

  it('refuses an outbox query it cannot read', async () => {
    for (const query of [
      'document=letter',
      'document=invoice&number=abc',
      'number=5',
      'document=invoice&number=CN-ARG-2',
    ]) {
      const answer = await api.call('GET', `mail/outbox?${query}`);
      expect(answer.statusCode, query).toBe(400);
    }
    const printedForAnother = await api.call('GET', 'mail/outbox?document=invoice&number=CN-ARG-2');
    expect(printedForAnother.json<{ message: string }>().message).toBe(
      'Not a number of this document: "CN-ARG-2" (5, or as printed: INV-ARG-5)',
    );
  });

  it('reads a document named by its number as printed (INV-ARG-2), in the outbox and the draft', async () => {
    const number = await postedInvoice();
    const id = mailSendResponse.parse((await api.call('POST', 'mail/send', invoiceMail(number))).json()).id;
    for (const printed of [`INV-ARG-${number}`, `inv-arg-${number}`, String(number)]) {
      expect((await outbox(`document=invoice&number=${printed}`)).map((mail) => mail.id)).toContain(id);
      const draft = await api.call('GET', `mail/draft?document=invoice&number=${printed}`);
      expect(draft.statusCode, draft.body).toBe(200);
      expect(mailDraftResponse.parse(draft.json()).subject).toMatch(new RegExp(`INV-ARG-${number}\\b`));
    }
    await settled(`document=invoice&number=INV-ARG-${number}`, id);
  });

  it('prefills a customer whose name has commas as a quoted name, and sends to it as prefilled', async () => {
    const customer = Object.values(api.md.customers).find((candidate) => candidate !== api.md.customers.acme)!;
    const name = 'Al Mahmood International Container Haulage, Freight Forwarding, Customs "Gate 3" W.L.L.';
    await api.ctx.database.db.execute(
      sql`update customers set name = ${name}, email = 'billing@mahmood.bh' where id = ${customer}`,
    );
    const { number } = await scenario.invoice(customer, DATE, [{ quantity: 1, unitFils: 9_000, vatPercent: 10 }], 0);
    expect(await scenario.post('invoice', number!)).toBe(200);
    const draft = mailDraftResponse.parse(
      (await api.call('GET', `mail/draft?document=invoice&number=${number}`)).json(),
    );
    expect(draft.to).toEqual([
      '"Al Mahmood International Container Haulage, Freight Forwarding, Customs \\"Gate 3\\" W.L.L." <billing@mahmood.bh>',
    ]);
    const queued = await api.call('POST', 'mail/send', {
      document: 'invoice',
      number,
      to: draft.to,
      subject: draft.subject,
      message: draft.message,
    });
    expect(queued.statusCode, queued.body).toBe(200);
    const mail = await settled(`document=invoice&number=${number}`, mailSendResponse.parse(queued.json()).id);
    expect(mail).toMatchObject({ status: 'sent', to: draft.to });
    const received = smtp.received.find((candidate) => candidate.subject === draft.subject)!;
    expect(received.to).toMatchObject({ value: [{ name, address: 'billing@mahmood.bh' }] });
  });

  it('mails a posted invoice as its original, not a COPY, even after staff downloaded it', async () => {
    const number = await postedInvoice();
    const download = async () => {
      const answer = await api.call(
        'GET',
        `reports/invoice_pdf?invoice_number=${number}&action=download&include_details=1`,
      );
      expect(answer.statusCode).toBe(200);
      return pdfText(answer.rawPayload);
    };
    expect(await download()).not.toContain('COPY');
    expect(await download()).toContain('COPY');
    const subject = `Original of INV-ARG-${number}`;
    const id = mailSendResponse.parse(
      (await api.call('POST', 'mail/send', invoiceMail(number, { subject }))).json(),
    ).id;
    expect((await settled(`document=invoice&number=${number}`, id)).status).toBe('sent');
    const attached = smtp.received.find((candidate) => candidate.subject === subject)!.attachments[0]!.content;
    const text = pdfText(attached);
    expect(text).toContain(`INV-ARG-${number}`);
    expect(text).not.toContain('COPY');
  });

  it('issues the original when a posted invoice is mailed before any download, so a later download says COPY', async () => {
    const number = await postedInvoice();
    const id = mailSendResponse.parse((await api.call('POST', 'mail/send', invoiceMail(number))).json()).id;
    await settled(`document=invoice&number=${number}`, id);
    const later = await api.call(
      'GET',
      `reports/invoice_pdf?invoice_number=${number}&action=download&include_details=1`,
    );
    expect(pdfText(later.rawPayload)).toContain('COPY');
  });
});
