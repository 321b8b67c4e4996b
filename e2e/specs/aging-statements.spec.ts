import fs from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { call, cellTexts, inspect, openBooks, pdfText, postInvoice, row, typeAsAt } from './books-pages';
import { download } from './downloads';
import { test } from './sign-in-helpers';

/**
 * What an accountant reaches for all day, on documents this spec posts itself in the first half of
 * 2017, a period no other spec or the demo data uses: an aging figure opened to the invoices that make
 * it up, and the statements of every customer with a balance printed together.
 */
const AS_AT = '2017-06-30';

/** A posted invoice of one manual line: answers its number. */
async function postedInvoice(request: APIRequestContext, customerId: number, date: string, amount: number) {
  const { invoice_number: number } = await call(request, 'vouchers/invoice_generate', {
    customer_id: customerId,
    date,
    reference: 'AGING-SPEC',
    items: [{ account_id: 25, job_id: null, qty: 1, amount, vat_percentage: 0, cr_dr: 'cr', description: 'Haulage' }],
  });
  const invoice = await postInvoice(request, number);
  return { id: invoice.id, number: number as number };
}

/** A posted receipt from the customer paying the invoice in full. */
async function paidInFull(request: APIRequestContext, customerId: number, invoiceId: number, amount: number) {
  const { number } = await call(request, 'vouchers/receipt_generate', {
    date: '2017-04-02',
    account_id: 26,
    type: 'online',
    reference: null,
    narration: 'Paid in full',
    cheque: null,
    items: [{ customer_id: customerId, invoice_id: invoiceId, dr_cr: 'cr', amount, description: 'Payment' }],
  });
  for (const status of ['Approved', 'Posted']) {
    const { id, version } = await call(request, 'vouchers/receipt_details', { receipt_number: number });
    await call(request, 'vouchers/receipt_status_update', { receipt_id: id, status, version });
  }
}

/** Three customers: one owing two late invoices and a recent one, one owing one, one who paid everything. */
async function seed(request: APIRequestContext) {
  const tag = Date.now().toString(36).toUpperCase();
  const names = { late: `Aging Late ${tag}`, recent: `Aging Recent ${tag}`, paid: `Aging Paid ${tag}` };
  const ids = {
    late: (await call(request, 'customer_insert.php', { name: names.late })).customerId as number,
    recent: (await call(request, 'customer_insert.php', { name: names.recent })).customerId as number,
    paid: (await call(request, 'customer_insert.php', { name: names.paid })).customerId as number,
  };
  // 30 days' terms: due 03/03 and 22/03, so 119 and 100 days overdue on 30/06; the third 21 days.
  const first = await postedInvoice(request, ids.late, '2017-02-01', 40);
  const second = await postedInvoice(request, ids.late, '2017-02-20', 25.5);
  await postedInvoice(request, ids.late, '2017-05-10', 12.25);
  await postedInvoice(request, ids.recent, '2017-06-01', 8);
  const settled = await postedInvoice(request, ids.paid, '2017-04-01', 30);
  await paidInFull(request, ids.paid, settled.id, 30);
  return { names, ids, invoices: [first, second] };
}

/** This spec's documents posted, then a books page opened as at AS_AT, wide enough for its table. */
async function seededBooksAsAt(page: Page, name: string) {
  const seeded = await seed(page.request);
  await page.setViewportSize({ width: 1400, height: 900 });
  await openBooks(page, name);
  await typeAsAt(page, AS_AT);
  return seeded;
}

test.describe('aging and statements, as an accountant uses them', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an aging figure opens the invoices that make it up, and each opens its invoice', async ({
    adminPage: page,
  }) => {
    const seeded = await seededBooksAsAt(page, 'Receivables Aging');
    const aging = page.getByRole('table', { name: 'Receivables Aging' });
    const late = row(aging, seeded.names.late);
    expect(await cellTexts(late)).toEqual([
      seeded.names.late,
      '30',
      'BD 0.000',
      'BD 12.250',
      'BD 0.000',
      'BD 0.000',
      'BD 65.500',
      'BD 0.000',
      'BD 77.750',
    ]);
    // The figure is a link the keyboard reaches: focused and opened with Enter.
    const over90 = late.getByRole('link', { name: `${seeded.names.late}, Over 90: BD 65.500, show the open invoices` });
    await over90.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/books/aging/items?customer_id=${seeded.ids.late}&bucket=over_90&date=${AS_AT}`);
    await expect(page.getByTestId('books-subject')).toHaveText(`${seeded.names.late} · Over 90 days`);
    await expect(page.getByTestId('books-period')).toHaveText('As at 30/06/2017');
    const items = page.getByRole('table', { name: 'Open invoices' });
    const [first, second] = seeded.invoices.map((invoice) => `INV-ARG-${invoice.number}`) as [string, string];
    const rows = items.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    expect(await cellTexts(rows.nth(0))).toEqual([first, '01/02/2017', '03/03/2017', '119', 'BD 40.000']);
    expect(await cellTexts(rows.nth(1))).toEqual([second, '20/02/2017', '22/03/2017', '100', 'BD 25.500']);
    // The total is the aging's figure.
    expect(await cellTexts(items.locator('tfoot tr'))).toEqual(['Total', '', '', '', 'BD 65.500']);
    await inspect(page, 'aging-bucket-items');

    // After a reload the same invoices; an invoice opens its details.
    await page.reload();
    await expect(rows).toHaveCount(2);
    await items.getByRole('link', { name: first }).click();
    await expect(page).toHaveURL(`/invoice/${seeded.invoices[0]!.number}`);
    await expect(page.getByText(first).first()).toBeVisible();

    // Back, and back again to the aging on its date.
    await page.goBack();
    await expect(rows).toHaveCount(2);
    await page.getByRole('link', { name: 'Back to Receivables Aging' }).click();
    await expect(page).toHaveURL(`/books/aging?date=${AS_AT}`);
    await expect(late).toContainText('BD 77.750');
  });

  test('Customer Statements lists only customers with a balance and prints them all as one PDF', async ({
    adminPage: page,
  }) => {
    const seeded = await seededBooksAsAt(page, 'Customer Statements');
    const list = page.getByRole('table', { name: 'Customers with a balance' });
    await expect(row(list, seeded.names.late)).toContainText('BD 77.750');
    await expect(row(list, seeded.names.recent)).toContainText('BD 8.000');
    await expect(row(list, seeded.names.paid)).toHaveCount(0);
    expect((await cellTexts(row(list, seeded.names.late))).slice(0, 2)).toEqual([seeded.names.late, 'BD 77.750']);
    expect((await cellTexts(row(list, seeded.names.late))).at(-1)).toBe('None');
    const listed = await list.locator('tbody tr th').allTextContents();
    for (const name of listed) expect(name).not.toBe(seeded.names.paid);
    await expect(page.getByRole('button', { name: 'Print all' })).toBeDisabled();

    // Select all, then Print all: one PDF holding each listed customer's statement on pages of its own.
    await list.getByRole('checkbox', { name: 'Select all' }).check();
    await expect(page.getByText(`${listed.length} of ${listed.length} chosen`)).toBeVisible();
    await inspect(page, 'customer-statements');
    const file = await download(
      page.getByRole('link', { name: `Print all (${listed.length})` }),
      `Statements-2017-01-01-${AS_AT}.pdf`,
    );
    const printed = pdfText(await fs.readFile(await file.path()));
    for (const name of listed) expect(printed).toContain(name);
    expect(printed.match(/Page 1 of/g)).toHaveLength(listed.length);

    // One customer's statement opens from its row, for the same year to date.
    await row(list, seeded.names.recent)
      .getByRole('link', { name: `Open the statement of ${seeded.names.recent}` })
      .click();
    await expect(page).toHaveURL(`/books/statement?customer_id=${seeded.ids.recent}&from=2017-01-01&to=${AS_AT}`);
    await expect(page.getByRole('group', { name: 'Closing balance' })).toContainText('BD 8.000');
  });
  test('Send all by e-mail sends each chosen customer their statement and names those with no address', async ({
    adminPage: page,
  }) => {
    const stamp = Date.now().toString(36).toUpperCase();
    const mailed = `Mailed Customer ${stamp}`;
    const unmailed = `Unmailed Customer ${stamp}`;
    const address = `accounts-${stamp.toLowerCase()}@mailed.bh`;
    const mailedId = (await call(page.request, 'customer_insert.php', { name: mailed, email: address }))
      .customerId as number;
    const unmailedId = (await call(page.request, 'customer_insert.php', { name: unmailed })).customerId as number;
    await postedInvoice(page.request, mailedId, '2017-05-02', 10);
    await postedInvoice(page.request, unmailedId, '2017-05-02', 12);
    await openBooks(page, 'Customer Statements');
    await typeAsAt(page, AS_AT);
    const list = page.getByRole('table', { name: 'Customers with a balance' });
    await list.getByRole('checkbox', { name: `Choose ${mailed}` }).check();
    await list.getByRole('checkbox', { name: `Choose ${unmailed}` }).check();
    await page.getByRole('button', { name: 'Send all by e-mail (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send statements by e-mail' });
    await expect(dialog).toContainText(
      "Send 2 statements for 01/01/2017 to 30/06/2017, each to the e-mail on the customer's record?",
    );
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('1 statement queued for sending; 1 without an e-mail address left out')).toBeVisible();
    await expect(dialog).toBeHidden();
    const leftOut = page.getByRole('alert').filter({ hasText: 'Not sent: no e-mail address on record' });
    await expect(leftOut).toContainText(unmailed);
    await expect(leftOut).not.toContainText(mailed);

    // The statement sent shows as Sent on the customer's statement for the same period.
    await page.goto(`/books/statement?customer_id=${mailedId}&from=2017-01-01&to=${AS_AT}`);
    await expect(page.getByRole('table', { name: 'E-mails' }).getByRole('row').nth(1)).toContainText('Sent', {
      timeout: 30_000,
    });
    await expect(page.getByRole('table', { name: 'E-mails' })).toContainText(address);
  });
});
