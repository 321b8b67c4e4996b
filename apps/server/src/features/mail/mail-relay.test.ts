import { describe, expect, it } from 'vitest';
import { mailOutboxResponse, mailSendResponse } from '@fleetledger/shared/mail/mail.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, ledgerScenario } from '../../../test/ledger-scenario';
import { useSmtpTestServer } from '../../../test/smtp-test-server';

// A relay inside the company's network: it offers no login and takes mail from whoever connects.
const smtp = useSmtpTestServer({ login: false });
const api = useSignedInApp({ env: smtp.env, masterData: true, securityCodes: CODES });
const scenario = ledgerScenario(api);

describe('SMTP_URL without user and password', () => {
  it('starts with smtp://host:port and delivers through a relay that needs no login', async () => {
    expect(smtp.env.SMTP_URL).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    const { number } = await scenario.invoice(
      api.md.customers.acme,
      '2026-10-05',
      [{ quantity: 1, unitFils: 5_000, vatPercent: 10 }],
      0,
    );
    expect(await scenario.post('invoice', number!)).toBe(200);
    const queued = await api.call('POST', 'mail/send', {
      document: 'invoice',
      number,
      to: ['accounts@acme.bh'],
      subject: `Through the relay INV-ARG-${number}`,
    });
    expect(queued.statusCode, queued.body).toBe(200);
    const id = mailSendResponse.parse(queued.json()).id;
    for (let round = 0; round < 200; round += 1) {
      const outbox = mailOutboxResponse.parse(
        (await api.call('GET', `mail/outbox?document=invoice&number=${number}`)).json(),
      );
      const mail = outbox.data.find((candidate) => candidate.id === id)!;
      if (mail.status !== 'queued') {
        expect(mail).toMatchObject({ status: 'sent', last_error: null });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(smtp.received.map((mail) => mail.subject)).toEqual([`Through the relay INV-ARG-${number}`]);
  });
});
