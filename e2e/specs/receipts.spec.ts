import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe-checks';
import { dayFirst, todayInBahrain } from './company-dates';
import { ADMIN, SUPERVISOR } from './demo-logins';
import { lookups, notification, seedJobs } from './job-table-helpers';
import { signIn, test } from './sign-in-helpers';
import { changeStatus, expectManagerRefused, expectUnknownNumberPage } from './document-screens';

const RECEIPT_SCREENS = { noun: 'Receipt', screen: '/receipts', listCall: 'receipt_list' };
/** A month of the selector (next year) that no other flow uses. */
const MONTH = `${new Date().getFullYear() + 1}-09`;
const MONTH_LABEL = `Sep ${new Date().getFullYear() + 1}`;

/** The receipt's own fields, apart from its items (which have an Account and an Amount of their own). */
const receiptDetails = (page: Page) => page.getByRole('region', { name: 'Receipt Details' });

async function choose(page: Page, field: string, option: string) {
  await receiptDetails(page).getByRole('textbox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A posted invoice of the customer, made through the calls the invoice screens use. */
async function postedInvoice(page: Page, customerId: number, amount: number): Promise<number> {
  const made = await page.request.post('/api/transportation/vouchers/invoice_generate', {
    data: {
      customer_id: customerId,
      date: '2026-11-20',
      reference: `RC-${Date.now()}`,
      items: [{ account_id: 25, job_id: null, qty: 1, amount, vat_percentage: 0, cr_dr: 'cr', description: 'Haulage' }],
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const number = (await made.json()).invoice_number as number;
  const read = await page.request.get(`/api/transportation/vouchers/invoice_details?invoice_number=${number}`);
  let invoice = (await read.json()).invoice;
  for (const status of ['Approved', 'Posted']) {
    const moved = await page.request.post('/api/transportation/vouchers/invoice_status_update', {
      data: { invoice_id: invoice.id, status, version: invoice.version },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
    invoice = (await moved.json()).invoice;
  }
  return number;
}

test.describe('receipts', () => {
  test.describe.configure({ timeout: 180_000 });

  test("a Supervisor's jobs are invoiced and posted, and a cheque receipt pays the invoice in full", async ({
    adminPageWithCodes: page,
    browser,
  }) => {
    const jobs = await seedJobs(page, MONTH, ['Receipt flow, first leg', 'Receipt flow, second leg']);
    const { customers } = await lookups(page.request);
    const customer = customers[0]!;
    const stamp = String(Date.now()).slice(-7);
    const reference = `TRF-${stamp}`;

    // Operations ask for the two jobs to be invoiced.
    const operations = await (await browser.newContext()).newPage();
    await signIn(operations, SUPERVISOR);
    await operations.goto('/invoice-request');
    await operations.getByRole('textbox', { name: 'Month' }).click();
    await operations.getByRole('option', { name: MONTH_LABEL }).click();
    for (const job of jobs) await operations.getByRole('checkbox', { name: `Select job ${job.job}` }).check();
    await operations.getByRole('button', { name: 'Request Invoice' }).click();
    await expect(operations.getByRole('status')).toHaveText('Invoice request submitted successfully for 2 job(s)!');
    await operations.context().close();

    // Accounting accepts the request into an invoice and posts it.
    await page.goto('/invoice-management');
    const card = page.getByRole('region').filter({ hasText: jobs[0]!.job });
    // The next free number is proposed.
    const proposed = card.getByRole('textbox', { name: 'Invoice number' });
    await expect(proposed).toHaveValue(/^\d+$/);
    const invoiceNumber = await proposed.inputValue();
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('status')).toContainText(`Invoice INV-ARG-${invoiceNumber} created`);
    await page.goto(`/invoice/${invoiceNumber}`);
    await changeStatus(page, 'Approved');
    await changeStatus(page, 'Posted');
    const total = (
      await (
        await page.request.get(`/api/transportation/vouchers/invoice_details?invoice_number=${invoiceNumber}`)
      ).json()
    ).invoice.total_amount as number;
    const totalText = total.toFixed(3);
    await expect(page.getByText(`Pending BD ${totalText}`)).toBeVisible();

    // Generate Receipt: the invoice's customer, its whole pending amount allocated.
    await page.getByRole('link', { name: 'Generate Receipt' }).click();
    await expect(page).toHaveURL(new RegExp(`/receipt-create\\?invoice=${invoiceNumber}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Create Receipt' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(dayFirst(todayInBahrain()));
    await expect(page.getByRole('textbox', { name: 'Customer', exact: true })).toHaveValue(customer.name);
    const customerItem = page.getByRole('region', { name: 'Customer item' });
    await expect(customerItem.getByRole('textbox', { name: 'Customer Amount (BD)' })).toHaveValue(totalText);
    await expect(customerItem.getByRole('table', { name: 'Allocations' })).toContainText(`INV-ARG-${invoiceNumber}`);

    // The bank account takes online or cheque payments; a cheque asks for its number, date and bank.
    await choose(page, 'Account', 'Al Salam Bank');
    await expect(page.getByRole('textbox', { name: 'Payment Type' })).toHaveValue('Online');
    await expect(page.getByRole('textbox', { name: 'Cheque Number' })).toHaveCount(0);
    await choose(page, 'Payment Type', 'Cheque');
    await page.getByRole('textbox', { name: 'Cheque Number' }).fill(`CHQ-${stamp}`);
    await page.getByRole('textbox', { name: 'Cheque Date' }).fill('19/11/2026');
    await page.getByRole('textbox', { name: 'Bank' }).fill('National Bank of Bahrain');
    await page.getByRole('textbox', { name: 'Reference' }).fill(reference);
    await page.getByRole('textbox', { name: 'Narration' }).fill('Payment for the September haulage');

    // The customer paid five fils short: a Round Off DR item takes it off the total.
    await page.getByRole('button', { name: 'Round Off' }).click();
    const roundOff = page.getByRole('region', { name: 'Item 2' });
    await expect(roundOff.getByRole('textbox', { name: 'Round Off Account' })).toHaveValue('Round Off DR');
    await roundOff.getByRole('textbox', { name: 'Amount (BD)' }).fill('0.005');
    const received = (total * 1000 - 5) / 1000;
    const receivedText = received.toFixed(3);
    await expect(page.getByLabel('Grand Total')).toHaveText(`BD ${receivedText}`);
    await expect(receiptDetails(page).getByRole('textbox', { name: 'Amount (BD)' })).toHaveValue(receivedText);
    // The invoice's last notice has gone: the page as the user now sees it.
    await expect(notification(page, 'Status updated to Posted')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 1200 });
    await page.screenshot({ path: '/tmp/receipt-create.png' });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create Receipt' }).click();
    await expect(notification(page, 'Receipt created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/receipt\/\d+$/);
    const number = Number(page.url().split('/').at(-1));
    await expect(page.getByRole('heading', { level: 1, name: `RCPT-ARG-${number}` })).toBeVisible();

    // Read back after a reload: as entered, read-only until Edit.
    await page.reload();
    await expect(page.getByTestId('document-status')).toHaveText('Created');
    const details = receiptDetails(page);
    await expect(details.getByRole('textbox', { name: 'Account' })).toHaveValue('Al Salam Bank');
    await expect(page.getByRole('textbox', { name: 'Payment Type' })).toHaveValue('Cheque');
    await expect(page.getByRole('textbox', { name: 'Cheque Number' })).toHaveValue(`CHQ-${stamp}`);
    await expect(page.getByRole('textbox', { name: 'Cheque Date' })).toHaveValue('19/11/2026');
    await expect(page.getByRole('textbox', { name: 'Bank' })).toHaveValue('National Bank of Bahrain');
    await expect(page.getByRole('textbox', { name: 'Reference' })).toHaveValue(reference);
    await expect(page.getByRole('textbox', { name: 'Reference' })).toHaveAttribute('readonly');
    await expect(page.getByRole('textbox', { name: 'Customer', exact: true })).toHaveValue(customer.name);
    await expect(customerItem.getByRole('textbox', { name: 'Customer Amount (BD)' })).toHaveValue(totalText);
    await expect(customerItem.getByRole('link', { name: `INV-ARG-${invoiceNumber}` })).toBeVisible();
    await expect(roundOff.getByRole('textbox', { name: 'Account' })).toHaveValue('Round Off DR');
    await expect(roundOff.getByRole('textbox', { name: 'Amount (BD)' })).toHaveValue('0.005');
    await expect(page.getByLabel('Grand Total')).toHaveText(`BD ${receivedText}`);
    const report = page.getByRole('link', { name: 'Generate Report' });
    await expect(report).toHaveAttribute('href', `/receipt/report/${number}`);
    await expect(report).toHaveAttribute('target', '_blank');
    expect(await seriousViolations(page)).toEqual([]);

    // An edit keeps the allocation (its own counts as available) and saves at the version read.
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(details.getByRole('textbox', { name: 'Account' })).toHaveAttribute('readonly');
    await page.getByRole('textbox', { name: 'Narration' }).fill('Payment for the September haulage, cheque');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notification(page, 'Receipt updated successfully')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Narration' })).toHaveValue(
      'Payment for the September haulage, cheque',
    );

    // Created → Approved → Posted: no more editing.
    await changeStatus(page, 'Approved');
    await changeStatus(page, 'Posted');
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

    // The voucher opens in a new tab, shows the PDF, downloads and prints it.
    const [voucher] = await Promise.all([page.context().waitForEvent('page'), report.click()]);
    await expect(voucher.getByRole('heading', { level: 1, name: 'Receipt Voucher' })).toBeVisible();
    const frame = voucher.locator(`iframe[title="RCPT-ARG-${number} voucher"]`);
    const pdfUrl = (await frame.getAttribute('src'))!.replace(/#.*$/, '');
    const pdf = await voucher.request.get(pdfUrl);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(voucher.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `${pdfUrl}&download=1`);
    const [printed] = await Promise.all([
      voucher.waitForEvent('popup'),
      voucher.getByRole('button', { name: 'Print' }).click(),
    ]);
    expect(printed.url()).toContain(`receipt_pdf?receipt_number=${number}`);
    await printed.close();
    await voucher.close();

    // The invoice is paid, and names what paid it.
    await page.goto(`/invoice/${invoiceNumber}`);
    await expect(page.getByText('Pending BD 0.000')).toBeVisible();
    const paidBy = page.getByRole('table', { name: 'Receipts' });
    await expect(paidBy.getByRole('link', { name: `RCPT-ARG-${number}` })).toBeVisible();
    await expect(paidBy).toContainText('Posted');
    await expect(paidBy).toContainText(totalText);

    // Cancelling the paid invoice is held before any code is asked, naming the receipt that pays it.
    await page.getByRole('button', { name: 'Change Status' }).click();
    const move = page.getByRole('dialog', { name: 'Change Status' });
    await expect(move.getByRole('alert')).toHaveText(
      `Paid by RCPT-ARG-${number}: cancel those receipts before the invoice leaves Posted`,
    );
    await move.getByRole('radio', { name: 'Cancelled' }).check();
    await expect(move.getByRole('button', { name: 'Update Status' })).toBeDisabled();
    await move.getByRole('button', { name: 'Cancel' }).click();
    await expect(move).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Security Verification' })).toHaveCount(0);

    // The Receipts list finds it by its reference.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Receipts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Receipts' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(reference);
    const rows = page.getByRole('table', { name: 'Receipts' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`RCPT-ARG-${number}`);
    await expect(rows.first()).toContainText('Posted');
    await expect(rows.first()).toContainText(receivedText);
  });

  test('the Allocate modal caps an amount at what is pending and applies only what is ticked', async ({ page }) => {
    await signIn(page, ADMIN);
    const { customers } = await lookups(page.request);
    const customer = customers[1]!;
    const invoiceNumber = await postedInvoice(page, customer.id, 40.5);
    const invoice = `INV-ARG-${invoiceNumber}`;

    await page.goto('/receipt-create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Receipt' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Receipt' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select an account' }).first()).toBeVisible();
    await choose(page, 'Account', 'Cash GL');
    await expect(page.getByRole('textbox', { name: 'Payment Type' })).toHaveValue('Cash');
    await page.getByRole('button', { name: 'Create Receipt' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please add at least one item' }).first()).toBeVisible();

    // The customer search starts at two letters.
    const search = page.getByRole('textbox', { name: 'Customer', exact: true });
    await search.fill(customer.name.slice(0, 1));
    await expect(page.getByText('Type at least 2 characters')).toBeVisible();
    await search.fill(customer.name);
    await page.getByRole('option', { name: customer.name, exact: true }).click();

    const customerItem = page.getByRole('region', { name: 'Customer item' });
    await customerItem.getByRole('button', { name: 'Allocate' }).click();
    const modal = page.getByRole('dialog', { name: 'Allocate to Invoices' });
    const apply = modal.getByRole('button', { name: 'Apply Allocation' });
    await expect(modal.getByRole('cell', { name: invoice, exact: true })).toBeVisible();
    await modal.getByRole('button', { name: 'Deselect All' }).click();
    await expect(apply).toBeDisabled();
    await expect(modal.getByText('0 selected, BD 0.000')).toBeVisible();

    const amount = modal.getByRole('textbox', { name: `Allocate Amount, ${invoice}` });
    await amount.fill('99');
    await expect(amount).toHaveValue('40.500');
    await amount.fill('-3');
    await expect(amount).toHaveValue('0');
    await amount.fill('12.5');
    await amount.blur();
    await expect(amount).toHaveValue('12.500');
    await modal.getByRole('checkbox', { name: `Select ${invoice}` }).check();
    await expect(apply).toBeEnabled();
    await expect(modal.getByText(/^1 selected, BD 12\.500$/)).toBeVisible();
    await apply.click();
    await expect(modal).toBeHidden();

    // The customer amount is what was allocated; raised, the rest is an advance.
    const paid = customerItem.getByRole('textbox', { name: 'Customer Amount (BD)' });
    await expect(paid).toHaveValue('12.500');
    await expect(customerItem.getByRole('table', { name: 'Allocations' })).toContainText(invoice);
    await paid.fill('20');
    await expect(customerItem.getByText('Advance (not allocated): BD 7.500')).toBeVisible();
    await expect(page.getByLabel('Grand Total')).toHaveText('BD 20.000');
  });

  test('an unknown receipt number says so, with the way back to the list', async ({ page }) => {
    await expectUnknownNumberPage(page, RECEIPT_SCREENS);
  });

  test('a Manager can neither open the receipt screens nor call them', async ({ page }) => {
    await expectManagerRefused(page, RECEIPT_SCREENS);
  });
});
