import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe-checks';
import { dayFirst, todayInBahrain } from './company-dates';
import { ADMIN } from './demo-logins';
import { DOCUMENT_CODES, saveDocumentCodes } from './document-codes';
import { changeStatus, expectManagerRefused, expectUnknownNumberPage, requestStatus } from './document-screens';
import { lookups, notification } from './job-table-helpers';
import { pageOverflow, setSidebar } from './screen-fit';
import { signIn } from './sign-in-helpers';

const PAYMENT_SCREENS = { noun: 'Payment', screen: '/payments', listCall: 'payment_list' };
const VOUCHERS = '/api/transportation/vouchers';

/** A purchase voucher of the supplier, made and posted through the calls the purchase screens use. */
async function postedPurchase(page: Page, supplierId: number, reference: string): Promise<number> {
  const made = await page.request.post(`${VOUCHERS}/purchase_generate`, {
    data: {
      supplier_id: supplierId,
      date: '2026-11-02',
      reference,
      narration: 'Diesel for the fleet',
      // 100 BD of diesel and 10 % VAT: 110 BD owed.
      items: [{ account_id: 29, qty: 1, amount: 100, vat_percentage: 10, cr_dr: 'dr', description: 'Diesel' }],
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const number = (await made.json()).purchase_number as number;
  let purchase = (await (await page.request.get(`${VOUCHERS}/purchase_details?purchase_number=${number}`)).json())
    .purchase;
  for (const status of ['Approved', 'Posted']) {
    const moved = await page.request.post(`${VOUCHERS}/purchase_status_update`, {
      data: { purchase_id: purchase.id, status, version: purchase.version },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
    purchase = (await moved.json()).purchase;
  }
  return number;
}

/** The page fits 1280 px with the sidebar open: it never scrolls sideways. */
async function expectFitsBesideOpenSidebar(page: Page) {
  await setSidebar(page, true);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
}

const paymentDetails = (page: Page) => page.getByRole('region', { name: 'Payment Details' });
const supplierItem = (page: Page) => page.getByRole('region', { name: 'Supplier item' });
const supplierAmount = (page: Page) => supplierItem(page).getByRole('textbox', { name: 'Supplier Amount (BD)' });

async function choose(page: Page, field: string, option: string) {
  await paymentDetails(page).getByRole('textbox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Double-clicks Create Payment, as a hurried user might, and waits for the new payment's page; its number. */
async function createPayment(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Create Payment' }).dblclick();
  await expect(notification(page, 'Payment created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  return Number(page.url().split('/').at(-1));
}

test.describe('supplier payments', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a posted purchase is paid in two payments, posted, listed, printed, and one cancelled', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await signIn(page, ADMIN);
    await saveDocumentCodes(page, ADMIN);
    const { customers } = await lookups(page.request);
    const supplier = customers.at(-2)!;
    const stamp = String(Date.now()).slice(-7);
    const reference = `SP-${stamp}`;
    const purchaseNumber = await postedPurchase(page, supplier.id, `GF-${stamp}`);
    const purchase = `PV-ARG-${purchaseNumber}`;

    // The posted purchase owes 110 BD and offers Make Payment.
    await page.goto(`/purchase/${purchaseNumber}`);
    const paidBy = page.getByRole('region', { name: 'Payments' });
    await expect(paidBy.getByText('Pending BD 110.000')).toBeVisible();
    await expect(paidBy.getByText('No payments yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Make Payment' }).click();

    // Make Payment: the purchase's supplier, its whole pending amount allocated; the user pays 40 of it.
    await expect(page).toHaveURL(new RegExp(`/payment-create\\?purchase=${purchaseNumber}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Create Payment' })).toBeVisible();
    await expect(paymentDetails(page).getByRole('textbox', { name: 'Date' })).toHaveValue(dayFirst(todayInBahrain()));
    await expect(page.getByRole('textbox', { name: 'Supplier', exact: true })).toHaveValue(supplier.name);
    await expect(supplierAmount(page)).toHaveValue('110.000');
    await supplierItem(page).getByRole('button', { name: 'Allocate' }).click();
    const modal = page.getByRole('dialog', { name: 'Allocate to Purchases' });
    const allocated = modal.getByRole('textbox', { name: `Allocate Amount, ${purchase}` });
    await expect(modal.getByRole('checkbox', { name: `Select ${purchase}` })).toBeChecked();
    await allocated.fill('999');
    await expect(allocated).toHaveValue('110.000');
    await allocated.fill('40');
    await modal.getByRole('button', { name: 'Apply Allocation' }).click();
    await expect(supplierAmount(page)).toHaveValue('40.000');

    // Paid by cheque from the bank; the shared rules ask for the cheque's details first.
    await choose(page, 'Account', 'Al Salam Bank');
    await choose(page, 'Payment Type', 'Cheque');
    await page.getByRole('button', { name: 'Create Payment' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Cheque number, cheque date and bank are required' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Cheque Number' }).fill(`CHQ-${stamp}`);
    await page.getByRole('textbox', { name: 'Cheque Date' }).fill('19/11/2026');
    await page.getByRole('textbox', { name: 'Bank' }).fill('Bank of Bahrain and Kuwait');
    await page.getByRole('textbox', { name: 'Reference' }).fill(`${reference}-1`);
    await page.getByRole('textbox', { name: 'Narration' }).fill('Part payment for the diesel');
    await expect(page.getByLabel('Grand Total')).toHaveText('BD 40.000');
    await expectFitsBesideOpenSidebar(page);
    await page.screenshot({ path: '/tmp/payment-create.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    const first = await createPayment(page);

    // Read back after a reload: as entered, read-only until Edit.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `PAY-ARG-${first}` })).toBeVisible();
    await expect(paymentDetails(page).getByRole('textbox', { name: 'Account' })).toHaveValue('Al Salam Bank');
    await expect(page.getByRole('textbox', { name: 'Payment Type' })).toHaveValue('Cheque');
    await expect(page.getByRole('textbox', { name: 'Cheque Number' })).toHaveValue(`CHQ-${stamp}`);
    await expect(page.getByRole('textbox', { name: 'Cheque Date' })).toHaveValue('19/11/2026');
    await expect(page.getByRole('textbox', { name: 'Reference' })).toHaveValue(`${reference}-1`);
    await expect(page.getByRole('textbox', { name: 'Reference' })).toHaveAttribute('readonly');
    await expect(supplierAmount(page)).toHaveValue('40.000');
    await expect(supplierItem(page).getByRole('link', { name: purchase })).toBeVisible();
    await expectFitsBesideOpenSidebar(page);
    await page.screenshot({ path: '/tmp/payment-details.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // An edit saves at the version read and reads back the same after a reload.
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(paymentDetails(page).getByRole('textbox', { name: 'Account' })).toHaveAttribute('readonly');
    await page.getByRole('textbox', { name: 'Narration' }).fill('Part payment for the diesel, cheque');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notification(page, 'Payment updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Narration' })).toHaveValue('Part payment for the diesel, cheque');

    // The purchase names the payment and owes the rest.
    await page.goto(`/purchase/${purchaseNumber}`);
    await expect(paidBy.getByText('Pending BD 70.000')).toBeVisible();
    await expect(paidBy.getByRole('link', { name: `PAY-ARG-${first}` })).toBeVisible();

    // The second payment pays the rest in cash, with 5 BD more kept as an advance.
    await page.getByRole('link', { name: 'Make Payment' }).click();
    await expect(supplierAmount(page)).toHaveValue('70.000');
    await choose(page, 'Account', 'Cash GL');
    await expect(page.getByRole('textbox', { name: 'Payment Type' })).toHaveValue('Cash');
    await supplierAmount(page).fill('75');
    await expect(supplierItem(page).getByText('Advance (not allocated): BD 5.000')).toBeVisible();
    await expect(paymentDetails(page).getByRole('textbox', { name: 'Amount (BD)' })).toHaveValue('75.000');
    await page.getByRole('textbox', { name: 'Reference' }).fill(`${reference}-2`);
    const second = await createPayment(page);

    // Both are posted; the purchase owes nothing and offers no payment.
    await expect(page.getByRole('heading', { level: 1, name: `PAY-ARG-${second}` })).toBeVisible();
    await changeStatus(page, 'Approved');
    await changeStatus(page, 'Posted');
    await page.goto(`/payment/${first}`);
    await changeStatus(page, 'Approved');
    await changeStatus(page, 'Posted');
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await page.goto(`/purchase/${purchaseNumber}`);
    await expect(paidBy.getByText('Pending BD 0.000')).toBeVisible();
    await expect(paidBy.getByRole('row').filter({ hasText: 'Posted' })).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Make Payment' })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/purchase-paid.png', fullPage: true });

    // The Payments list finds both by their reference (each double click made one), with their total.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Payments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(reference);
    const list = page.getByRole('table', { name: 'Payments' });
    await expect(list.locator('tbody tr')).toHaveCount(2);
    await expect(list.locator('tbody tr').first()).toContainText(dayFirst(todayInBahrain()));
    await expect(list.locator('tfoot')).toContainText('2 payments');
    await expect(list.locator('tfoot')).toContainText('BD 115.000');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/payments-list.png', fullPage: true });

    // The first payment's voucher opens in a new tab as a PDF.
    await list.getByRole('link', { name: `PAY-ARG-${first}` }).click();
    const report = page.getByRole('link', { name: 'Generate Report' });
    await expect(report).toHaveAttribute('href', `/payment/report/${first}`);
    const [voucher] = await Promise.all([page.context().waitForEvent('page'), report.click()]);
    await expect(voucher.getByRole('heading', { level: 1, name: 'Payment Voucher' })).toBeVisible();
    const pdfUrl = (await voucher.locator(`iframe[title="PAY-ARG-${first} voucher"]`).getAttribute('src'))!;
    const pdf = await voucher.request.get(pdfUrl.replace(/#.*$/, ''));
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(voucher.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      `${pdfUrl.replace(/#.*$/, '')}&download=1`,
    );
    await voucher.screenshot({ path: '/tmp/payment-voucher.png' });
    await voucher.close();

    // Cancelling a posted payment takes both codes; what it paid is pending again.
    await requestStatus(page, 'Cancelled');
    const verify = page.getByRole('dialog', { name: 'Security Verification' });
    await verify.getByLabel('Cancellation code').fill(DOCUMENT_CODES.cancel_code);
    await verify.getByLabel('Admin code').fill(DOCUMENT_CODES.admin_code);
    await verify.getByRole('button', { name: 'Verify & Update' }).click();
    await expect(notification(page, 'Status updated to Cancelled').last()).toBeVisible();
    await page.goto(`/purchase/${purchaseNumber}`);
    await expect(paidBy.getByText('Pending BD 40.000')).toBeVisible();
    await expect(paidBy.getByRole('link', { name: `PAY-ARG-${first}` })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Make Payment' })).toBeVisible();
  });

  test('an unknown payment number says so, with the way back to the list', async ({ page }) => {
    await expectUnknownNumberPage(page, PAYMENT_SCREENS);
  });

  test('a Manager can neither open the payment screens nor call them', async ({ page }) => {
    await expectManagerRefused(page, PAYMENT_SCREENS);
  });
});
