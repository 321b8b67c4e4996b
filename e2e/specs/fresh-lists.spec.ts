import { expect, type Page } from '@playwright/test';
import { todayInBahrain } from './company-dates';
import { ADMIN } from './demo-logins';
import { changeStatus } from './document-screens';
import { line } from './invoice-helpers';
import { lookups } from './job-table-helpers';
import { signIn, test } from './sign-in-helpers';

/** A Created invoice dated today, so it heads the unfiltered list (newest first). */
async function todaysInvoice(page: Page): Promise<{ id: number; number: number }> {
  const { customers } = await lookups(page.request);
  const answer = await page.request.post('/api/transportation/vouchers/invoice_generate', {
    data: {
      customer_id: customers[0]!.id,
      date: todayInBahrain(),
      reference: `FRESH-${Date.now()}`,
      narration: 'Storage at the yard',
      items: [line(25, 'Storage', 1, 12, 0, 'cr')],
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const number = (await answer.json()).invoice_number as number;
  const details = await page.request.get(`/api/transportation/vouchers/invoice_details?invoice_number=${number}`);
  return { id: (await details.json()).invoice.id as number, number };
}

const sidebar = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

/** The invoice's row in the unfiltered list. */
const listRow = (page: Page, number: number) =>
  page
    .getByRole('table', { name: 'Invoices' })
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: `INV-ARG-${number}`, exact: true }) });

test.describe('lists and details stay fresh', () => {
  test.describe.configure({ timeout: 90_000 });

  test('Back after posting an invoice shows it Posted in the list, without a reload', async ({ adminPage: page }) => {
    const { number } = await todaysInvoice(page);
    await sidebar(page, 'Invoices').click();
    const row = listRow(page, number);
    await expect(row).toContainText('Created');
    await row.getByRole('link', { name: `INV-ARG-${number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${number}` })).toBeVisible();
    await changeStatus(page, 'Approved');
    await changeStatus(page, 'Posted');

    const reloads: string[] = [];
    page.on('load', () => reloads.push(page.url()));
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(row).toContainText('Posted');
    await expect(row).not.toContainText('Created');
    expect(reloads).toEqual([]);
  });

  test('a change made in another browser shows when the list or the details are shown again', async ({
    adminPage: page,
    browser,
  }) => {
    const invoice = await todaysInvoice(page);
    await sidebar(page, 'Invoices').click();
    const row = listRow(page, invoice.number);
    await expect(row).toContainText('Created');
    await row.getByRole('link', { name: `INV-ARG-${invoice.number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${invoice.number}` })).toBeVisible();
    await expect(page.getByTestId('document-status')).toHaveText('Created');
    await sidebar(page, 'Dashboard').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // Someone else, signed in elsewhere, approves it.
    const elsewhere = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const other = await elsewhere.newPage();
    await signIn(other, ADMIN);
    const read = await other.request.get(
      `/api/transportation/vouchers/invoice_details?invoice_number=${invoice.number}`,
    );
    const approved = await other.request.post('/api/transportation/vouchers/invoice_status_update', {
      data: { invoice_id: invoice.id, status: 'Approved', version: (await read.json()).invoice.version },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
    await elsewhere.close();

    // Shown again within moments (well inside any cache's patience), both read afresh.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${invoice.number}` })).toBeVisible();
    await expect(page.getByTestId('document-status')).toHaveText('Approved');
    await sidebar(page, 'Invoices').click();
    await expect(row).toContainText('Approved');
  });
});
