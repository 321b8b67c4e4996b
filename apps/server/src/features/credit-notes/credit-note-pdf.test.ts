import { beforeEach, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '@fleetledger/shared/invoices/invoices.contract';
import { MAIL_MESSAGES } from '@fleetledger/shared/mail/mail.contract';
import { NOTE_MESSAGES } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { pdfText, printedText } from '../../../test/pdf-text';
import { useSignedInApp } from '../../../test/signed-in-app';
import { useSmtpTestServer } from '../../../test/smtp-test-server';
import { CODES, notesFixture, today } from './notes-fixture';

/*
 * The printed tax credit and debit notes (credit_note_pdf, debit_note_pdf), read back with pdftotext:
 * each titled for its kind, with its number and date, the invoice it corrects, its reason, its lines and
 * totals; a cancelled note says so; the first releases' ?invoice_number= form still answers the note
 * that cancelled the invoice. A note goes out by e-mail with its PDF while it is Posted.
 */

const smtp = useSmtpTestServer();
const api = useSignedInApp({ env: smtp.env, authority: 1, masterData: true, securityCodes: CODES });
const notes = notesFixture(api);
const { twoLines, onBothLines, body, issued, call } = { ...notes, call: api.call };
beforeEach(() => notes.clear());

const printed = (url: string, fileName: string, disposition?: 'inline' | 'attachment') =>
  printedText(call('GET', url), fileName, disposition);
/** The text with runs of spaces made one, as the layout's columns leave them. */
const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('the printed notes', () => {
  it('prints a tax credit note: its number and date, the invoice it credits, the reason, lines and totals', async () => {
    const inv = await twoLines();
    const number = await issued('credit_note', onBothLines(inv, 3, 5.5, { reason: 'Three pallets returned damaged' }));
    const text = squeezed(
      await printed(`vouchers/reports/credit_note_pdf?credit_note_number=${number}`, `CN-ARG-${number}.pdf`),
    );
    expect(text).toContain('Tax Credit Note');
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toContain('Tax Debit Note');
    expect(text).toContain(`CN-ARG-${number}`);
    expect(text).toContain(`INV-ARG-${inv.number} of 31/10/2026`);
    expect(text).toContain(formatDisplayDate(today()));
    expect(text).toContain('Three pallets returned damaged');
    expect(text).toContain('Credited to');
    expect(text).toContain('Acme Trading');
    expect(text).toMatch(/Storage 3 1\.000 3\.000 10 % 0\.300 3\.300/);
    expect(text).toMatch(/Handling — — 5\.500 0 % \* 0\.000 5\.500/);
    expect(text).toMatch(/Credited excluding VAT .*8\.500/);
    expect(text).toMatch(/VAT credited .*0\.300/);
    expect(text).toMatch(/Total credited \(BD\) .*8\.800/);
    expect(text).not.toContain('CANCELLED');
    // Downloaded, the same note is saved under its number; the earlier path answers it too.
    const saved = await printed(
      `reports/credit_note_pdf?credit_note_number=CN-ARG-${number}&download=1`,
      `CN-ARG-${number}.pdf`,
      'attachment',
    );
    expect(squeezed(saved)).toContain('Three pallets returned damaged');
  });

  it('prints a tax debit note beside its invoice, and marks a cancelled note cancelled', async () => {
    const inv = await twoLines();
    const number = await issued(
      'debit_note',
      body(inv.id, [{ invoice_line_id: inv.a, amount: 4 }], { reason: 'Demurrage' }),
    );
    const url = `vouchers/reports/debit_note_pdf?debit_note_number=${number}`;
    const text = squeezed(await printed(url, `DN-ARG-${number}.pdf`));
    expect(text).toContain('Tax Debit Note');
    expect(text).not.toContain('Tax Credit Note');
    expect(text).toContain(`DN-ARG-${number}`);
    expect(text).toContain(`INV-ARG-${inv.number} of 31/10/2026`);
    expect(text).toContain('Demurrage');
    expect(text).toContain('Debited to');
    expect(text).toMatch(/Storage — — 4\.000 10 % 0\.400 4\.400/);
    expect(text).toMatch(/Total debited \(BD\) .*4\.400/);
    expect((await notes.cancel('debit_note', number)).statusCode).toBe(200);
    expect(squeezed(await printed(url, `DN-ARG-${number}.pdf`))).toContain('CANCELLED');
  });

  it('answers the note that cancelled an invoice by the invoice number, as the first releases asked', async () => {
    const inv = await twoLines();
    const none = await call('GET', `reports/credit_note_pdf?invoice_number=${inv.number}`);
    expect([none.statusCode, none.json().message]).toEqual([404, INVOICE_MESSAGES.noCreditNote]);
    const partial = await issued('credit_note', body(inv.id, [{ invoice_line_id: inv.a, quantity: 4 }]));
    // A partial credit note did not cancel the invoice: it is not the one the old form names.
    expect((await call('GET', `reports/credit_note_pdf?invoice_number=${inv.number}`)).statusCode).toBe(404);
    const moved = await notes.cancelInvoice(inv.number);
    const cancelling = moved.json().invoice.credit_note.number as number;
    expect(cancelling).toBe(partial + 1);
    const text = squeezed(
      await printed(`reports/credit_note_pdf?invoice_number=${inv.number}`, `CN-ARG-${cancelling}.pdf`),
    );
    expect(text).toContain(`CN-ARG-${cancelling}`);
    expect(text).toContain(NOTE_MESSAGES.cancelled);
    expect(text).toMatch(/Total credited \(BD\) .*26\.600/);
    // The invoice itself now prints who cancelled it.
    const invoiceText = await printed(`reports/invoice_pdf?invoice_number=${inv.number}`, `INV-ARG-${inv.number}.pdf`);
    expect(invoiceText).toContain(`CANCELLED — credited by CN-ARG-${cancelling}`);
  });

  it('refuses unknown notes, bad numbers, and every role but the Admin', async () => {
    const inv = await twoLines();
    const number = await issued('credit_note', body(inv.id, [{ invoice_line_id: inv.a, quantity: 1 }]));
    const missing = await call('GET', 'vouchers/reports/credit_note_pdf?credit_note_number=999');
    expect([missing.statusCode, missing.json().message]).toEqual([404, NOTE_MESSAGES.notFound('credit_note')]);
    const missingDebit = await call('GET', 'vouchers/reports/debit_note_pdf?debit_note_number=999');
    expect([missingDebit.statusCode, missingDebit.json().message]).toEqual([404, NOTE_MESSAGES.notFound('debit_note')]);
    for (const query of ['', '?credit_note_number=abc', '?credit_note_number=-1', '?invoice_number=x'])
      expect((await call('GET', `vouchers/reports/credit_note_pdf${query}`)).statusCode, query).toBe(400);
    expect((await call('GET', 'vouchers/reports/debit_note_pdf')).statusCode).toBe(400);
    for (const authority of [2, 3, 4] as const) {
      const url = `vouchers/reports/credit_note_pdf?credit_note_number=${number}`;
      expect((await call('GET', url, undefined, authority)).statusCode).toBe(403);
    }
    const anonymous = await api.ctx.app.inject({
      method: 'GET',
      url: `/api/transportation/vouchers/reports/credit_note_pdf?credit_note_number=${number}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('mailing a note', () => {
  it('sends a posted credit note with its PDF, and refuses a cancelled one', async () => {
    const inv = await twoLines();
    const number = await issued('credit_note', body(inv.id, [{ invoice_line_id: inv.a, quantity: 2 }]));
    const mail = {
      document: 'credit_note',
      number,
      to: ['Acme Accounts <accounts@acme.bh>'],
      subject: `Credit note CN-ARG-${number}`,
      message: 'Dear Acme,\n\nPlease find your credit note attached.',
    };
    const queued = await call('POST', 'mail/send', mail);
    expect(queued.statusCode, queued.body).toBe(200);
    let received = smtp.received.find((candidate) => candidate.subject === mail.subject);
    for (let round = 0; received === undefined && round < 200; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      received = smtp.received.find((candidate) => candidate.subject === mail.subject);
    }
    expect(received!.attachments.map((file) => file.filename)).toEqual([`CN-ARG-${number}.pdf`]);
    const text = squeezed(pdfText(received!.attachments[0]!.content));
    expect(text).toContain('Tax Credit Note');
    expect(text).toMatch(/Total credited \(BD\) .*2\.200/);

    expect((await notes.cancel('credit_note', number)).statusCode).toBe(200);
    const refused = await call('POST', 'mail/send', { ...mail, subject: 'Again' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MAIL_MESSAGES.notIssued('credit note'));
  });
});
