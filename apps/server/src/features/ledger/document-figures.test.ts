import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheckResponse } from '@fleetledger/shared/ledger/ledger-check.contract';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { noteNumberText } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import { CODES, clearDocuments, ledgerScenario } from '../../../test/ledger-scenario';
import { useSignedInApp } from '../../../test/signed-in-app';
import { useSmtpTestServer } from '../../../test/smtp-test-server';
import { cli, cliAsOperator } from '../../../test/run-cli';
import { SERVER_START_ACTOR } from '../../identity/actor';
import { postInvoice } from '../invoices/invoice-ledger.service';
import { ANCHOR_FILE_NAME } from './ledger-anchor-file';
import { DATE, documentId, postedOfEveryKind, type PostedBooks } from './document-figures-fixture';
import { verifyBooks } from './ledger-verification.service';

/*
 * Issue 38: the app's own role may update a posted document's figures (the books it cannot). `ledger
 * verify` recomputes every posted document from what it stores and names each figure that no longer
 * says what its posting says; such a document is neither printed nor mailed as genuine.
 */

const smtp = useSmtpTestServer();
const api = useSignedInApp({ env: smtp.env, authority: 1, masterData: true, securityCodes: CODES, listening: true });
const scenario = ledgerScenario(api);
const db = () => api.ctx.database.db;

/** A change as the app's role can make it, undone after `check`. */
async function tampered(change: string, undo: string, check: () => Promise<void>) {
  await db().execute(sql.raw(change));
  try {
    await check();
  } finally {
    await db().execute(sql.raw(undo));
  }
}

/** `check` while a document's total says `fils` instead of `genuine` (both in fils), as `tampered` makes it. */
const withTotalChanged = (
  table: 'invoices' | 'receipts',
  id: number,
  { fils, genuine }: { fils: number; genuine: number },
  check: () => Promise<void>,
) =>
  tampered(
    `update ${table} set total_fils = ${fils} where id = ${id}`,
    `update ${table} set total_fils = ${genuine} where id = ${id}`,
    check,
  );

const verify = () => verifyBooks(db(), api.ctx.config.dataDir);

let made: PostedBooks;

beforeAll(async () => {
  await clearDocuments(db());
  fs.rmSync(path.join(api.ctx.config.dataDir, ANCHOR_FILE_NAME), { force: true });
  made = await postedOfEveryKind(api, scenario);
}, 120_000);

describe('ledger verify and the documents’ own figures', () => {
  it('verifies books whose documents say what their postings say', async () => {
    const check = await verify();
    expect(check.findings).toEqual([]);
    expect(check.warnings).toEqual([]);
    expect(check.verified).toBe(true);
  });

  const invoiceName = () => `Invoice ${invoiceNumberText(made.invoice.number)}`;

  it.each([
    {
      what: 'an invoice’s total',
      change: () => [
        `update invoices set total_fils = 1 where id = ${made.invoice.id}`,
        `update invoices set total_fils = 110000 where id = ${made.invoice.id}`,
      ],
      finding: () => `${invoiceName()}: total is BD 0.001 in the document but BD 110.000 in the books`,
    },
    {
      what: 'an invoice’s VAT',
      change: () => [
        `update invoices set vat_fils = 1 where id = ${made.invoice.id}`,
        `update invoices set vat_fils = 10000 where id = ${made.invoice.id}`,
      ],
      finding: () => `${invoiceName()}: VAT is BD 0.001 in the document but BD 10.000 in the books`,
    },
    {
      what: 'an invoice line’s amount',
      change: () => [
        `update invoice_items set vatable_fils = 90000, vat_fils = 9000, total_fils = 99000 where invoice_id = ${made.invoice.id}`,
        `update invoice_items set vatable_fils = 100000, vat_fils = 10000, total_fils = 110000 where invoice_id = ${made.invoice.id}`,
      ],
      finding: () =>
        `${invoiceName()}: Transportation Sales (account 25) is BD 90.000 credit by its lines but BD 100.000 credit in the books`,
    },
    {
      what: 'a purchase’s total',
      change: () => [
        `update purchases set total_fils = total_fils + 7000 where id = ${made.purchase.id}`,
        `update purchases set total_fils = total_fils - 7000 where id = ${made.purchase.id}`,
      ],
      finding: () =>
        `Purchase voucher ${purchaseNumberText(made.purchase.number)}: total is BD 57.500 in the document but BD 50.500 in the books`,
    },
    {
      what: 'an expense’s amount',
      change: () => [
        `update expenses set amount_fils = 2000 where id = ${made.expense}`,
        `update expenses set amount_fils = 20000 where id = ${made.expense}`,
      ],
      finding: () => `Expense EXP-${made.expense}: amount is BD 2.000 in the document but BD 20.000 in the books`,
    },
    {
      what: 'a receipt’s total',
      change: () => [
        `update receipts set total_fils = 6500 where id = ${made.receipt.id}`,
        `update receipts set total_fils = 65000 where id = ${made.receipt.id}`,
      ],
      finding: () =>
        `Receipt ${receiptNumberText(made.receipt.number)}: total is BD 6.500 in the document but BD 65.000 in the books`,
    },
    {
      what: 'a receipt item’s amount',
      change: () => [
        `update receipt_items set amount_fils = 50000 where receipt_id = ${made.receipt.id} and amount_fils = 60000`,
        `update receipt_items set amount_fils = 60000 where receipt_id = ${made.receipt.id} and amount_fils = 50000`,
      ],
      finding: () =>
        `Receipt ${receiptNumberText(made.receipt.number)}: Cash GL (account 27) is BD 55.000 debit by its lines but BD 65.000 debit in the books`,
    },
    {
      what: 'a supplier payment’s total',
      change: () => [
        `update payments set total_fils = 1 where id = ${made.payment.id}`,
        `update payments set total_fils = 23000 where id = ${made.payment.id}`,
      ],
      finding: () =>
        `Supplier payment ${paymentNumberText(made.payment.number)}: total is BD 0.001 in the document but BD 23.000 in the books`,
    },
    {
      what: 'a credit note’s VAT',
      change: () => [
        `update credit_notes set vat_fils = vat_fils + 1 where id = ${made.creditNote.id}`,
        `update credit_notes set vat_fils = vat_fils - 1 where id = ${made.creditNote.id}`,
      ],
      finding: () =>
        `Credit note ${noteNumberText('credit_note', made.creditNote.number)}: VAT is BD 0.201 in the document but BD 0.200 in the books`,
    },
  ])('names $what changed behind the app’s back, with both figures', async ({ change, finding }) => {
    const [forward, back] = change();
    await tampered(forward!, back!, async () => {
      const check = await verify();
      expect(check.verified).toBe(false);
      expect(check.findings).toContain(finding());
    });
    expect((await verify()).verified).toBe(true);
  });

  it('answers the same on the Books Check page', async () => {
    await withTotalChanged('invoices', made.invoice.id, { fils: 1, genuine: 110_000 }, async () => {
      const answer = await api.call('POST', 'books/ledger_verify');
      expect(answer.statusCode, answer.body).toBe(200);
      const check = ledgerCheckResponse.parse(answer.json());
      expect(check.last_verified).toMatchObject({ verified: false, warnings: [] });
      expect(check.last_verified!.findings).toContain(
        `${invoiceName()}: total is BD 0.001 in the document but BD 110.000 in the books`,
      );
    });
  });

  it('answers the same from the command line, which exits 1', async () => {
    const restore = await cliAsOperator(db(), api.ctx.config.dataDir);
    try {
      await withTotalChanged('invoices', made.invoice.id, { fils: 1, genuine: 110_000 }, async () => {
        const { code, err } = await cli('ledger', 'verify');
        expect(code).toBe(1);
        expect(err.split('\n')).toContain(
          `- ${invoiceName()}: total is BD 0.001 in the document but BD 110.000 in the books.`,
        );
      });
      expect((await cli('ledger', 'verify')).code).toBe(0);
    } finally {
      restore();
    }
  });
});

describe('a tampered document is not printed or sent as genuine', () => {
  const outboxCount = async () =>
    Number((await db().execute<{ n: string }>(sql`select count(*) as n from mail_outbox`)).rows[0]!.n);
  const refusal = (figure: string) =>
    `${`Invoice ${invoiceNumberText(made.invoice.number)}`} does not agree with the books (${figure}): run Verify Now on the Books Check page`;

  it('refuses the invoice’s PDF and its mail, and queues nothing', async () => {
    const pdf = () => api.call('GET', `reports/invoice_pdf?invoice_number=${made.invoice.number}&action=preview`);
    expect((await pdf()).statusCode).toBe(200);
    const before = await outboxCount();
    await withTotalChanged('invoices', made.invoice.id, { fils: 1, genuine: 110_000 }, async () => {
      const refused = await pdf();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: refusal('total is BD 0.001 in the document but BD 110.000 in the books'),
      });
      const mail = await api.call('POST', 'mail/send', {
        document: 'invoice',
        number: made.invoice.number,
        to: ['Acme Accounts <accounts@acme.bh>'],
        cc: [],
        subject: 'Your invoice',
        message: 'Please find your invoice attached.',
      });
      expect(mail.statusCode, mail.body).toBe(409);
      expect(mail.json()).toMatchObject({ message: expect.stringContaining('does not agree with the books') });
      expect(await outboxCount()).toBe(before);
    });
  });

  it('refuses a receipt voucher whose figures were changed', async () => {
    const pdf = () => api.call('GET', `reports/receipt_pdf?receipt_number=${made.receipt.number}`);
    expect((await pdf()).statusCode).toBe(200);
    await withTotalChanged('receipts', made.receipt.id, { fils: 6_500, genuine: 65_000 }, async () => {
      const refused = await pdf();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: expect.stringContaining('total is BD 6.500 in the document') });
    });
  });
});

describe('documents with a line on a control account, from before such lines were refused', () => {
  it('are warnings: the books still verify', async () => {
    const { number } = await scenario.invoice(
      api.md.customers.acme,
      DATE,
      [{ quantity: 1, unitFils: 8_000, vatPercent: 0 }],
      0,
    );
    const id = await documentId(db(), 'invoices', number!);
    // Written as the app wrote them then: the line on Bank, posted as it says.
    await db().transaction(async (tx) => {
      await tx.execute(sql`update invoice_items set account_id = 26 where invoice_id = ${id}`);
      await tx.execute(sql`update invoices set status = 'Posted' where id = ${id}`);
      await postInvoice(tx, id, SERVER_START_ACTOR);
    });
    const warning = `Invoice ${invoiceNumberText(number!)} has a line on`;
    const check = await verify();
    expect(check.findings).toEqual([]);
    expect(check.verified).toBe(true);
    expect(check.warnings).toEqual([expect.stringContaining(warning)]);
    expect(check.warnings[0]).toContain('(account 26), a control account');
    const page = ledgerCheckResponse.parse((await api.call('GET', 'books/ledger_check')).json());
    expect(page.last_verified).toMatchObject({ verified: true, findings: [], warnings: check.warnings });

    const restore = await cliAsOperator(db(), api.ctx.config.dataDir);
    try {
      const { code, out } = await cli('ledger', 'verify');
      expect(code).toBe(0);
      expect(out).toContain(`every posted document has its entries`);
      expect(out.split('\n').slice(-2)).toEqual(['Warnings:', `- ${check.warnings[0]}.`]);
    } finally {
      restore();
    }
  });
});
