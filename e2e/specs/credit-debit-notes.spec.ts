import { expect, test, type Page } from '@playwright/test';
import type { AppServer } from '../app-server';
import { startMailCatcher, type MailCatcher } from '../mail-catcher';
import { call, cellTexts, inspect, pdfText, postInvoice } from './books-pages';
import { dayFirst, todayInBahrain } from './company-dates';
import { DOCUMENT_CODES } from './document-codes';
import { requestStatus } from './document-screens';
import { adminOnFreshBooks, party, startFreshBooks } from './fresh-books';
import { line } from './invoice-helpers';
import { notification } from './job-table-helpers';
import { mailsTaken } from './mails-taken';

/**
 * The notes' own screens, on books of this flow's own (wrong codes count against the Admin, and the
 * mails go to a catcher of its own): a debit note charging more on an unpaid invoice; on an invoice paid
 * in full, a credit note cancelled with the codes, and another whose credit is allocated to the unpaid
 * invoice, the rest refunded by a payment, and the note sent by e-mail.
 */

const TODAY = todayInBahrain();
const CUSTOMER = 'Gulf Cement Trading';
const CUSTOMER_MAIL = 'accounts@gulfcement.bh';

/** A posted invoice of one line of haulage at 10 % to the customer, dated today: its number and id. */
async function postedInvoice(page: Page, customerId: number, reference: string, quantity: number) {
  const { invoice_number: number } = await call(page.request, 'vouchers/invoice_generate', {
    customer_id: customerId,
    date: TODAY,
    reference,
    items: [line(25, 'Haulage to Sitra', quantity, 100, 10, 'cr')],
  });
  return { number: number as number, id: (await postInvoice(page.request, number)).id };
}

/** A receipt paying the whole of an invoice, posted through the receipt screens' calls. */
async function paidInFull(page: Page, customerId: number, invoice: { id: number }, amount: number) {
  const { number } = await call(page.request, 'vouchers/receipt_generate', {
    date: TODAY,
    account_id: 26,
    type: 'online',
    reference: null,
    narration: 'Paid in full',
    cheque: null,
    items: [{ customer_id: customerId, invoice_id: invoice.id, dr_cr: 'cr', amount, description: 'Payment' }],
  });
  for (const status of ['Approved', 'Posted']) {
    const { id, version } = await call(page.request, 'vouchers/receipt_details', { receipt_number: number });
    await call(page.request, 'vouchers/receipt_status_update', { receipt_id: id, status, version });
  }
}

/** Issue credit note (or debit note) on the invoice's page, its reason typed: the form's first line's cells. */
async function openIssue(page: Page, invoice: number, kind: 'credit' | 'debit', reason: string) {
  await page.goto(`/invoice/${invoice}`);
  await page.getByRole('link', { name: `Issue ${kind} note` }).click();
  const title = `Issue ${kind === 'credit' ? 'Credit' : 'Debit'} Note`;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Date/ })).toHaveValue(dayFirst(TODAY));
  await page.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  return {
    measure: page.getByRole('combobox', { name: 'Quantity or amount, invoice line 1' }),
    figure: (measure: 'Quantity' | 'Amount (BD)') => page.getByRole('textbox', { name: `${measure}, invoice line 1` }),
    thisNote: page.getByRole('cell', { name: 'This note, invoice line 1' }),
    issue: page.getByRole('button', { name: title }),
  };
}

const credit = (page: Page) => page.getByRole('region', { name: 'Credit', exact: true });
const noteLine = (page: Page) => page.getByRole('table', { name: 'Note lines' }).locator('tbody tr');

test.describe('credit and debit notes', () => {
  test.describe.configure({ timeout: 180_000 });
  let server: AppServer | undefined;
  let mail: MailCatcher | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    mail = await startMailCatcher();
    server = await startFreshBooks({ SMTP_URL: mail.url, MAIL_FROM: 'Seef Haulage <accounts@seefhaulage.bh>' });
  });
  test.afterAll(async () => {
    await server?.stop();
    await mail?.stop();
  });

  test('a debit note; a credit note cancelled with the codes; a paid invoice’s credit allocated, refunded and mailed', async ({
    browser,
  }) => {
    const page = await adminOnFreshBooks(browser, server!);
    const customerId = await party(page, CUSTOMER);
    const paid = await postedInvoice(page, customerId, 'PO-PAID', 2);
    await paidInFull(page, customerId, paid, 220);
    const open = await postedInvoice(page, customerId, 'PO-OPEN', 1);

    // A debit note charges waiting time on the unpaid invoice: no limit, so no "left to credit".
    const debit = await openIssue(page, open.number, 'debit', 'Waiting time at Khalifa port');
    await expect(page.getByRole('columnheader', { name: 'Left to credit' })).toHaveCount(0);
    await expect(debit.measure).toHaveValue('amount');
    await debit.figure('Amount (BD)').fill('40');
    await expect(debit.thisNote).toHaveText('BD 44.000Amount BD 40.000VAT BD 4.000');
    await inspect(page, 'notes-debit-entry');
    await debit.issue.click();
    await expect(notification(page, 'Debit note DN-ARG-1 issued')).toBeVisible();
    await expect(page).toHaveURL('/debit-note/1');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'DN-ARG-1' })).toBeVisible();
    expect(await cellTexts(noteLine(page))).toEqual([
      'Haulage to SitraTransportation Sales',
      '—',
      '10%',
      'BD 40.000',
      'BD 4.000',
      'BD 44.000',
    ]);
    await expect(page.getByRole('button', { name: 'Allocate credit' })).toHaveCount(0);
    await inspect(page, 'notes-debit-note');

    // The Debit Notes list has it, and the invoice it corrects what it did to the line.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Debit Notes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Debit Notes' })).toBeVisible();
    const debitRows = page.getByRole('table', { name: 'Debit Notes' }).locator('tbody tr');
    await expect(debitRows).toHaveCount(1);
    await expect(debitRows.first()).toContainText(`DN-ARG-1Posted${dayFirst(TODAY)}INV-ARG-${open.number}`);
    await debitRows
      .first()
      .getByRole('link', { name: `INV-ARG-${open.number}` })
      .click();
    const corrected = page.getByRole('table', { name: 'Lines corrected' }).locator('tbody tr');
    await expect(corrected).toHaveCount(1);
    expect(await cellTexts(corrected)).toEqual([
      'Haulage to Sitra',
      'BD 100.000',
      'BD 0.000',
      'BD 40.000',
      'BD 140.000',
    ]);

    // On the paid invoice a credit note leaves credit: the customer is owed it. Cancelled, it takes both codes.
    const first = await openIssue(page, paid.number, 'credit', 'Charged twice for one trip');
    await expect(first.measure).toHaveValue('quantity');
    await first.figure('Quantity').fill('1');
    await expect(first.thisNote).toHaveText('BD 110.000Amount BD 100.000VAT BD 10.000');
    await first.issue.click();
    await expect(page).toHaveURL('/credit-note/1');
    await expect(credit(page)).toContainText(`Applied to INV-ARG-${paid.number}BD 0.000Credit leftBD 110.000`);
    await requestStatus(page, 'Cancelled');
    const verify = page.getByRole('dialog', { name: 'Security Verification' });
    await verify.getByLabel('Admin code').fill(DOCUMENT_CODES.admin_code);
    await verify.getByLabel('Cancellation code').fill('0000');
    await verify.getByRole('button', { name: 'Verify & Update' }).click();
    await expect(verify.getByRole('alert')).toHaveText('Invalid security code for cancellation');
    await verify.getByLabel('Cancellation code').fill(DOCUMENT_CODES.cancel_code);
    await verify.getByRole('button', { name: 'Verify & Update' }).click();
    await expect(notification(page, 'Status updated to Cancelled')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('document-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Allocate credit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change Status' })).toHaveCount(0);

    // A second credit note, by amount: the whole line is left to credit again.
    const second = await openIssue(page, paid.number, 'credit', 'Discount agreed on the Sitra trips');
    await expect(page.getByRole('row', { name: /^1\. Haulage to Sitra/ })).toContainText('BD 200.000VAT BD 20.000');
    await second.measure.selectOption('Amount');
    await second.figure('Amount (BD)').fill('50');
    await expect(second.thisNote).toHaveText('BD 55.000Amount BD 50.000VAT BD 5.000');
    await second.issue.click();
    await expect(page).toHaveURL('/credit-note/2');
    await expect(credit(page)).toContainText('Credit leftBD 55.000');

    // Allocate credit to the unpaid invoice: never more than the note has left.
    await page.getByRole('button', { name: 'Allocate credit' }).click();
    const allocate = page.getByRole('dialog', { name: 'Allocate credit' });
    await expect(allocate).toContainText(`CN-ARG-2 has BD 55.000 of credit left for ${CUSTOMER}.`);
    await allocate.getByRole('textbox', { name: 'Invoice' }).click();
    await page.getByRole('option', { name: new RegExp(`^INV-ARG-${open.number} `) }).click();
    const amount = allocate.getByRole('textbox', { name: 'Amount (BD)' });
    await expect(amount).toHaveValue('55.000');
    await amount.fill('60');
    await allocate.getByRole('button', { name: 'Allocate' }).click();
    await expect(amount).toHaveAccessibleDescription('The credit note has BD 55.000 of credit left');
    await inspect(page, 'notes-allocate');
    await amount.fill('30');
    await amount.press('Enter');
    await expect(notification(page, 'Credit allocated')).toBeVisible();
    await expect(allocate).toBeHidden();
    await expect(credit(page)).toContainText('Credit leftBD 25.000');

    // The rest refunded by a payment made from the note.
    await page.getByRole('link', { name: 'Refund by payment' }).click();
    await expect(page).toHaveURL('/payment-create?refund=2');
    const refund = page.getByRole('region', { name: 'Refund of CN-ARG-2' });
    await expect(refund.getByRole('textbox', { name: 'Refund Amount (BD)' })).toHaveValue('25.000');
    await expect(page.getByRole('textbox', { name: 'Supplier', exact: true })).toHaveValue(CUSTOMER);
    await page
      .getByRole('region', { name: 'Payment Details' })
      .getByRole('textbox', { name: 'Account', exact: true })
      .click();
    await page.getByRole('option', { name: 'Cash GL', exact: true }).click();
    await page.getByRole('button', { name: 'Create Payment' }).click();
    await expect(notification(page, 'Payment created successfully!')).toBeVisible();
    await expect(page).toHaveURL('/payment/1');

    // Back on the note: where its credit went, and why it can no longer be cancelled.
    await refund.getByRole('link', { name: 'CN-ARG-2' }).click();
    await expect(credit(page)).toContainText('Credit leftBD 0.000');
    expect(await cellTexts(page.getByRole('table', { name: 'Allocations' }).locator('tbody tr'))).toEqual([
      `INV-ARG-${open.number}`,
      dayFirst(TODAY),
      'BD 30.000',
    ]);
    expect(await cellTexts(page.getByRole('table', { name: 'Refunds' }).locator('tbody tr'))).toEqual([
      'PAY-ARG-1',
      dayFirst(TODAY),
      'Created',
      'BD 25.000',
    ]);
    await expect(page.getByRole('button', { name: 'Allocate credit' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Change Status' }).click();
    const moves = page.getByRole('dialog', { name: 'Change Status' });
    await expect(moves).toContainText(`Its credit is used by INV-ARG-${open.number}, PAY-ARG-1: undo those first`);
    await page.keyboard.press('Escape');
    await inspect(page, 'notes-credit-note');

    // Its PDF, and the note sent to the customer by e-mail with the PDF attached.
    const pdf = await page.request.get(
      (await page.getByRole('link', { name: 'PDF', exact: true }).getAttribute('href'))!,
    );
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdfText(await pdf.body())).toContain('CN-ARG-2');
    await page.getByRole('button', { name: 'Send by e-mail' }).click();
    const send = page.getByRole('dialog', { name: 'Send by e-mail' });
    await expect(send.getByRole('textbox', { name: 'Subject' })).toHaveValue(/CN-ARG-2/);
    await send.getByRole('textbox', { name: 'To' }).fill(CUSTOMER_MAIL);
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    const mails = page.getByRole('table', { name: 'E-mails' });
    await expect(mails.getByRole('row').nth(1)).toContainText('Sent', { timeout: 30_000 });
    const taken = (await mailsTaken(mail!.folder)).find((each) => each.to !== undefined);
    expect(taken?.attachments.map((file) => file.filename)).toEqual(['CN-ARG-2.pdf']);

    // The Credit Notes list: both notes, the cancelled one left out of the totals.
    await nav.getByRole('link', { name: 'Credit Notes' }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill(`INV-ARG-${paid.number}`);
    const creditRows = page.getByRole('table', { name: 'Credit Notes' }).locator('tbody tr');
    await expect(creditRows).toHaveCount(2);
    await expect(creditRows.filter({ hasText: 'CN-ARG-1' })).toContainText('Cancelled');
    await expect(page.getByRole('table', { name: 'Credit Notes' }).locator('tfoot')).toContainText('BD 55.000');
    await inspect(page, 'notes-credit-list');
    await page.context().close();
  });
});
