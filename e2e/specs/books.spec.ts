import { expect, type APIRequestContext } from '@playwright/test';
import {
  call,
  cellTexts,
  expectPrinted,
  inspect,
  openBooks,
  pdfText,
  postInvoice,
  row,
  typeAsAt,
  typePeriod,
} from './books-pages';
import { MANAGER } from './demo-logins';
import { download, exportedSheet } from './downloads';
import { signIn, test } from './sign-in-helpers';
import { bodyRows, boxDialog } from './vat-return-pages';

/**
 * The books on documents this spec posts itself, in May 2018, a month no other spec or the demo data
 * uses: two jobs on two trucks for a customer of its own, invoiced at 10 % VAT (160.000 + 16.000 VAT =
 * 176.000) and posted, and a receipt of 100.000 paying part of the invoice, so 76.000 stays open.
 */
const PERIOD = { from: '2018-05-01', to: '2018-05-31' };
const CHARGES = [100, 60] as const;
const INVOICE_TOTAL = '176.000';
const PAID = '100.000';
const OPEN = '76.000';

interface Seeded {
  customer: string;
  invoice: number;
  receipt: number;
  trucks: [string, string];
}

async function seed(request: APIRequestContext): Promise<Seeded> {
  const customer = `Books Spec Haulage ${Date.now().toString(36).toUpperCase()}`;
  const { customerId } = await call(request, 'customer_insert.php', { name: customer });
  const { drivers } = (await call(request, 'jobentry_data.php')).data as {
    drivers: { id: number; truck_id: number | null; truck_number: string | null }[];
  };
  const withTrucks = drivers.filter((driver) => driver.truck_id !== null);
  const pair = [withTrucks[0]!, withTrucks.find((driver) => driver.truck_id !== withTrucks[0]!.truck_id)!];
  const jobIds: number[] = [];
  for (const [index, driver] of pair.entries()) {
    const made = await call(request, 'job_insert.php', {
      date: `2018-05-0${index + 3}`,
      container: null,
      reference: null,
      is_lose_container: 0,
      description: `Books spec job ${index + 1}`,
      job: `BK050${index + 1}`,
      customer_id: customerId,
      care_of: null,
      is_taxi: 0,
      driver_id: driver.id,
      truck_id: driver.truck_id,
      charge: CHARGES[index],
      extra_amount: 0,
      extra_description: null,
    });
    jobIds.push(made.job_id as number);
  }

  const { invoice_number: invoice } = await call(request, 'vouchers/invoice_generate', {
    customer_id: customerId,
    date: '2018-05-10',
    reference: 'BOOKS-SPEC',
    items: jobIds.map((jobId, index) => ({
      account_id: 25,
      job_id: String(jobId),
      qty: 1,
      amount: CHARGES[index],
      vat_percentage: 10,
      cr_dr: 'cr',
      description: 'Transportation charge',
    })),
  });
  const details = await postInvoice(request, invoice);

  const { number: receipt } = await call(request, 'vouchers/receipt_generate', {
    date: '2018-05-20',
    account_id: 26,
    type: 'online',
    reference: null,
    narration: 'Part payment of the May haulage',
    cheque: null,
    items: [{ customer_id: customerId, invoice_id: details.id, dr_cr: 'cr', amount: 100, description: 'Payment' }],
  });
  for (const status of ['Approved', 'Posted']) {
    const { id, version } = await call(request, 'vouchers/receipt_details', { receipt_number: receipt });
    await call(request, 'vouchers/receipt_status_update', { receipt_id: id, status, version });
  }
  return {
    customer,
    invoice,
    receipt,
    trucks: [pair[0]!.truck_number!, pair[1]!.truck_number!],
  };
}

test.describe('the books', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an invoice and a part payment, followed through every page of the books', async ({ adminPage: page }) => {
    const seeded = await seed(page.request);
    const invoiceNumber = `INV-ARG-${seeded.invoice}`;
    const receiptNumber = `RCPT-ARG-${seeded.receipt}`;
    await page.setViewportSize({ width: 1400, height: 900 });

    // Trial Balance: the invoice and the receipt on their accounts, and the totals balance.
    await openBooks(page, 'Trial Balance');
    await typePeriod(page, PERIOD);
    const trialBalance = page.getByRole('table', { name: 'Trial Balance' });
    const receivable = row(trialBalance, 'Accounts Receivable');
    expect((await cellTexts(receivable)).slice(3, 5)).toEqual([`BD ${INVOICE_TOTAL}`, `BD ${PAID}`]);
    expect((await cellTexts(row(trialBalance, 'Transportation Sales'))).slice(3, 5)).toEqual([
      'BD 0.000',
      'BD 160.000',
    ]);
    expect((await cellTexts(row(trialBalance, 'VAT Output'))).slice(3, 5)).toEqual(['BD 0.000', 'BD 16.000']);
    expect((await cellTexts(row(trialBalance, 'Al Salam Bank'))).slice(3, 5)).toEqual([`BD ${PAID}`, 'BD 0.000']);
    await expect(page.getByTestId('books-verdict')).toHaveText(
      'The totals balance: debits equal credits in every column.',
    );
    const totals = await cellTexts(trialBalance.locator('tfoot tr'));
    expect(totals[1]).toBe(totals[2]);
    expect(totals[3]).toBe(totals[4]);
    expect(totals[5]).toBe(totals[6]);
    await inspect(page, 'books-trial-balance');

    await expectPrinted(page, trialBalance, 'books-trial-balance-print');

    // The Excel file holds what the page shows.
    const sheet = await exportedSheet(page, `trial_balance_${PERIOD.from}_${PERIOD.to}.xlsx`);
    expect(sheet.name).toBe('Trial Balance');
    expect(sheet.getRow(1).getCell(1).value).toBe('Trial Balance');
    const headers = await trialBalance.getByRole('columnheader').allTextContents();
    expect(sheet.getRow(4).values).toEqual([undefined, ...headers]);
    const receivableRow = sheet
      .getRows(5, sheet.rowCount - 4)!
      .find((candidate) => candidate.getCell(1).value === 'Accounts Receivable')!;
    expect([receivableRow.getCell(4).value, receivableRow.getCell(5).value]).toEqual([176, 100]);
    const lastText = sheet.getRow(sheet.rowCount).getCell(1).value;
    expect(lastText).toBe('The totals balance: debits equal credits in every column.');

    // An account opens its General Ledger over the same period, each document linked to its page.
    await receivable.getByRole('link', { name: 'Accounts Receivable' }).click();
    await expect(page).toHaveURL(`/books/general-ledger?account_id=38&from=${PERIOD.from}&to=${PERIOD.to}`);
    const ledger = page.getByRole('table', { name: 'General Ledger' });
    await expect(page.getByTestId('books-subject')).toHaveText('Accounts Receivable');
    const invoiceLine = ledger.getByRole('row').filter({ hasText: invoiceNumber });
    await expect(invoiceLine).toContainText(seeded.customer);
    await expect(invoiceLine).toContainText(`BD ${INVOICE_TOTAL}`);
    await expect(invoiceLine.getByRole('link', { name: invoiceNumber })).toHaveAttribute(
      'href',
      `/invoice/${seeded.invoice}`,
    );
    const receiptLine = ledger.getByRole('row').filter({ hasText: receiptNumber });
    await expect(receiptLine).toContainText(`BD ${PAID}`);
    await expect(receiptLine.getByRole('link', { name: receiptNumber })).toHaveAttribute(
      'href',
      `/receipt/${seeded.receipt}`,
    );
    await expect(ledger.locator('tfoot tr')).toContainText('Closing balance');
    await inspect(page, 'books-general-ledger');

    // The customer's statement: the invoice, the receipt, and what stays open.
    await openBooks(page, 'Customer Statement');
    await page.getByRole('textbox', { name: 'Customer' }).fill(seeded.customer);
    await page.getByRole('option', { name: seeded.customer, exact: true }).click();
    await typePeriod(page, PERIOD);
    const statement = page.getByRole('table', { name: 'Customer Statement' });
    const rows = statement.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    expect(await cellTexts(rows.nth(0))).toEqual(['01/05/2018', '', 'Opening balance', '', '', 'BD 0.000']);
    expect(await cellTexts(rows.nth(1))).toEqual([
      '10/05/2018',
      invoiceNumber,
      'Invoice',
      `BD ${INVOICE_TOTAL}`,
      'BD 0.000',
      `BD ${INVOICE_TOTAL}`,
    ]);
    expect(await cellTexts(rows.nth(2))).toEqual([
      '20/05/2018',
      receiptNumber,
      'Receipt',
      'BD 0.000',
      `BD ${PAID}`,
      `BD ${OPEN}`,
    ]);
    expect(await cellTexts(statement.locator('tfoot tr'))).toEqual([
      '31/05/2018',
      '',
      'Closing balance',
      `BD ${INVOICE_TOTAL}`,
      `BD ${PAID}`,
      `BD ${OPEN}`,
    ]);
    await expect(page.getByRole('group', { name: 'Closing balance' })).toContainText(`BD ${OPEN}`);
    await expect(page.getByRole('group', { name: 'Unallocated advance' })).toContainText('BD 0.000');
    await inspect(page, 'books-statement');

    // Its PDF opens in a new tab and names the customer.
    const [pdfTab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Open PDF' }).click(),
    ]);
    const pdfUrl = pdfTab.url();
    expect(pdfUrl).toContain(`customer_statement_pdf?customer_id=`);
    await pdfTab.close();
    const pdf = await page.request.get(pdfUrl);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const printed = pdfText(body);
    expect(printed).toContain(seeded.customer);
    expect(printed).toContain(OPEN);
    const saved = await download(
      page.getByRole('link', { name: 'Download' }),
      `Statement-${seeded.customer.replace(/[^A-Za-z0-9]+/g, '-')}-${PERIOD.from}-${PERIOD.to}.pdf`,
    );
    expect(saved.suggestedFilename()).toMatch(/\.pdf$/);

    // Receivables Aging at the month's end: the open 76.000 is not yet due (30 days' terms).
    await openBooks(page, 'Receivables Aging');
    await typeAsAt(page, PERIOD.to);
    const aging = page.getByRole('table', { name: 'Receivables Aging' });
    expect(await cellTexts(row(aging, seeded.customer))).toEqual([
      seeded.customer,
      '30',
      `BD ${OPEN}`,
      'BD 0.000',
      'BD 0.000',
      'BD 0.000',
      'BD 0.000',
      'BD 0.000',
      `BD ${OPEN}`,
    ]);
    await inspect(page, 'books-aging');

    // VAT Return: the invoice's sales and VAT in box 1, and the VAT due.
    await openBooks(page, 'VAT Return');
    await typePeriod(page, PERIOD);
    // The boxes are named in English and Arabic; 'Filed VAT returns' is another table under them.
    const vat = page.getByRole('table', { name: 'VAT Return', exact: true });
    expect(await cellTexts(row(vat, '1'))).toEqual([
      '1',
      'Standard rated sales',
      'المبيعات الخاضعة للنسبة الأساسية',
      'BD 160.000',
      'BD 16.000',
    ]);
    // Box 1 is made of the month's documents: the invoice alone; the receipt is no taxable document.
    await row(vat, '1').getByRole('link', { name: 'Standard rated sales' }).click();
    const box1 = boxDialog(page, 'Box 1: Standard rated sales');
    expect(await bodyRows(box1.table, 1)).toEqual([
      [invoiceNumber, '10/05/2018', seeded.customer, 'BD 160.000', 'BD 16.000'],
    ]);
    await page.keyboard.press('Escape');
    await expect(box1.dialog).toBeHidden();
    await expect(page.getByTestId('books-verdict')).toHaveText('Net VAT due: BD 16.000');
    await inspect(page, 'books-vat-return');

    // Profit by truck: each truck's revenue, highest profit first; a click on Profit turns the order round.
    await openBooks(page, 'Profit');
    await typePeriod(page, PERIOD);
    const profit = page.getByRole('table', { name: 'Profit by Truck' });
    const [first, second] = seeded.trucks;
    await expect(row(profit, first)).toContainText('BD 100.000');
    await expect(row(profit, second)).toContainText('BD 60.000');
    const order = async () =>
      (await profit.locator('tbody tr th').allTextContents()).filter((name) => seeded.trucks.includes(name));
    expect(await order()).toEqual([first, second]);
    const profitHeader = profit.getByRole('columnheader', { name: /Profit/ });
    await expect(profitHeader).toHaveAttribute('aria-sort', 'descending');
    await profitHeader.getByRole('button').click();
    await expect(profitHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(await order()).toEqual([second, first]);
    await inspect(page, 'books-profit');
  });

  test('a Manager has no Books menu and is refused the pages', async ({ page }) => {
    await signIn(page, MANAGER);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('list', { name: 'Administration' })).toBeVisible();
    await expect(nav.getByRole('list', { name: 'Books' })).toHaveCount(0);
    await page.goto('/books/trial-balance');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    expect(
      (await page.request.get(`/api/transportation/books/trial_balance?from=${PERIOD.from}&to=${PERIOD.to}`)).status(),
    ).toBe(403);
  });
});
