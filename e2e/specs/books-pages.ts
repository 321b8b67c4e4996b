import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe-checks';
import { dayFirst } from './company-dates';

/** What the books flows share: their seeding calls, the sidebar's Books group, the period, a table's rows, PDFs. */

/** A call under /api/transportation/ that must succeed (POST with data, else GET): its answer. */
export async function call(request: APIRequestContext, path: string, data?: object) {
  const response = await request.fetch(`/api/transportation/${path}`, { method: data ? 'POST' : 'GET', data });
  const body = await response.json();
  expect(response.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body;
}

/** Moves an invoice through Approved to Posted, each at the version the last answered: answers it posted. */
export async function postInvoice(request: APIRequestContext, number: number) {
  let invoice = (await call(request, `vouchers/invoice_details?invoice_number=${number}`)).invoice;
  for (const status of ['Approved', 'Posted']) {
    const moved = { invoice_id: invoice.id, status, version: invoice.version };
    invoice = (await call(request, 'vouchers/invoice_status_update', moved)).invoice;
  }
  return invoice as { id: number; number: number; version: number };
}

/** A purchase voucher made and moved through Approved to Posted by the purchase screens' calls: its number. */
export async function postPurchase(request: APIRequestContext, purchase: object): Promise<number> {
  const { purchase_number: number } = await call(request, 'vouchers/purchase_generate', purchase);
  let { id, version } = (await call(request, `vouchers/purchase_details?purchase_number=${number}`)).purchase;
  for (const status of ['Approved', 'Posted']) {
    ({ id, version } = (
      await call(request, 'vouchers/purchase_status_update', { purchase_id: id, status, version })
    ).purchase);
  }
  return number as number;
}

/** Opens a page of the sidebar's Books group. */
export async function openBooks(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('list', { name: 'Books' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Types the period as a clerk does, day first, leaving each box with Tab. */
export async function typePeriod(page: Page, period: { from: string; to: string }) {
  const options = page.getByRole('search');
  await options.getByRole('textbox', { name: 'From', exact: true }).fill(dayFirst(period.from));
  await page.keyboard.press('Tab');
  await options.getByRole('textbox', { name: 'To', exact: true }).fill(dayFirst(period.to));
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('books-period')).toHaveText(`${dayFirst(period.from)} – ${dayFirst(period.to)}`);
}

/** Types an aging's date, day first, and leaves the box. */
export async function typeAsAt(page: Page, date: string) {
  await page.getByRole('textbox', { name: 'As at' }).fill(dayFirst(date));
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('books-period')).toHaveText(`As at ${dayFirst(date)}`);
}

/** The row of a table named by its first cell. */
export function row(table: Locator, name: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) });
}

/** The text of each cell of a row, its name first, trimmed. */
export async function cellTexts(target: Locator): Promise<string[]> {
  return (await target.locator('th, td').allTextContents()).map((text) => text.trim());
}

/** No serious accessibility problem on the page as it is now; a picture of it to look at, /tmp/<picture>.png. */
export async function inspect(page: Page, picture: string) {
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/${picture}.png`, fullPage: true });
}

/** On paper: the figures alone, without the app around them or the buttons; a picture of it, /tmp/<picture>.png. */
export async function expectPrinted(page: Page, table: Locator, picture: string) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export Excel' })).toBeHidden();
  await expect(page.getByRole('search')).toBeHidden();
  await expect(table).toBeVisible();
  await page.screenshot({ path: `/tmp/${picture}.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
}

/** What a reader would copy out of a PDF (pdftotext, as the server's PDF tests read them). */
export function pdfText(pdf: Buffer, layout = false): string {
  return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-', '-'], { input: pdf, encoding: 'utf8' });
}
