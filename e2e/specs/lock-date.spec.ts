import { expect, type Page } from '@playwright/test';
import { uploadPdf } from './attachment-uploads';
import { call, cellTexts, inspect, openBooks, row } from './books-pages';
import { dayFirst, daysBefore, todayInBahrain } from './company-dates';
import { ADMIN, MANAGER } from './demo-logins';
import { DOCUMENT_CODES } from './document-codes';
import { requestStatus } from './document-screens';
import { line } from './invoice-helpers';
import { lookups, notification } from './job-table-helpers';
import { signIn, test } from './sign-in-helpers';
import { typeLockDate } from './vat-return-pages';

/**
 * Filing the last quarter's VAT return and the lock date it moves, as the accountant meets them. The
 * demo's work runs up to today, so the last quarter has jobs and expenses; this flow adds two invoices
 * of its own there. Filing locks the books up to the quarter's end — every date before it too — so this
 * flow runs alone after all the others (e2e/playwright.config.ts) and opens the books again at its end.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const dayBefore = (date: string) => daysBefore(date, 1);

/** The quarter before today's, its last month as the month picker names it, and the day before it began. */
function lastQuarter(today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, Math.floor((month - 1) / 3) * 3 - 3, 1));
  const [y, m] = [start.getUTCFullYear(), start.getUTCMonth() + 1];
  const from = iso(y, m, 1);
  const to = iso(y, m + 2, new Date(Date.UTC(y, m + 2, 0)).getUTCDate());
  return { from, to, lastMonth: `${MONTHS[m + 1]} ${y}`, before: dayBefore(from) };
}

const QUARTER = lastQuarter(todayInBahrain());
const PERIOD = `${dayFirst(QUARTER.from)} – ${dayFirst(QUARTER.to)}`;
const LOCKED = `The books are locked up to ${dayFirst(QUARTER.to)}: nothing dated on or before it can be added, changed, posted or cancelled (attachments can still be added, and are kept in the audit log)`;

/** An invoice of 200.000 + 10 % VAT dated in the quarter, made through the Create Invoice screen's call and moved on. */
async function quarterInvoice(page: Page, statuses: readonly string[]): Promise<number> {
  const { customers } = await lookups(page.request);
  const { invoice_number: number } = await call(page.request, 'vouchers/invoice_generate', {
    customer_id: customers[0]!.id,
    date: dayBefore(QUARTER.to),
    reference: `LOCK-${Date.now().toString(36)}`,
    narration: 'Haulage in the quarter filed',
    items: [line(25, 'Haulage', 1, 200, 10, 'cr')],
  });
  for (const status of statuses) {
    const { id, version } = (await call(page.request, `vouchers/invoice_details?invoice_number=${number}`)).invoice;
    await call(page.request, 'vouchers/invoice_status_update', { invoice_id: id, status, version });
  }
  return number as number;
}

const standing = (page: Page) => page.getByTestId('vat-return-standing');

test.describe('the lock date and filed VAT returns', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the last quarter filed, its books locked, a change there refused, the lock moved back with the admin code', async ({
    adminPageWithCodes: page,
  }) => {
    const found = await call(page.request, 'books/lock_date');
    expect(found.lock_date, 'the books are open before this flow').toBeNull();
    await quarterInvoice(page, ['Approved', 'Posted']);
    const waiting = await quarterInvoice(page, ['Approved']);
    await page.setViewportSize({ width: 1400, height: 900 });

    // The quarter's return reads the books as a draft, and may be filed: it has ended.
    await openBooks(page, 'VAT Return');
    await page.getByRole('search').getByRole('button', { name: 'Last quarter' }).click();
    await expect(page.getByTestId('books-period')).toHaveText(PERIOD);
    await expect(standing(page)).toHaveText('Draft — not filed; the figures follow the books');
    // 'Net VAT due: BD 20.000' (or reclaimable): the figure the filed return must keep.
    const netVat = (await page.getByTestId('books-verdict').textContent())!.replace(/^.*BD /, '');
    await inspect(page, 'lock-date-vat-draft');

    await page.getByRole('button', { name: 'File this return' }).click();
    const confirm = page.getByRole('dialog', { name: 'File the VAT return' });
    await expect(confirm).toContainText(
      `File the VAT return for ${PERIOD}? Its figures are frozen as they are now and the books are locked up to ${dayFirst(QUARTER.to)}`,
    );
    await confirm.getByRole('button', { name: 'File the return' }).click();
    await expect(notification(page, `VAT return for ${PERIOD} filed`)).toBeVisible();
    const filed = new RegExp(
      `^Filed on \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} by ${ADMIN.name} — these are the figures as filed$`,
    );
    await expect(standing(page)).toHaveText(filed);
    await expect(page.getByRole('button', { name: 'File this return' })).toHaveCount(0);
    await page.reload();
    await expect(standing(page)).toHaveText(filed);
    await expect(page.getByTestId('books-verdict')).toContainText(netVat);
    // The filed returns are listed under the return, each opening it as filed.
    const returns = page.getByRole('table', { name: 'Filed VAT returns' });
    const listed = row(returns, PERIOD);
    const [period, net, filedBy] = await cellTexts(listed);
    expect([period, net?.endsWith(netVat), filedBy]).toEqual([PERIOD, true, ADMIN.name]);
    await inspect(page, 'lock-date-vat-filed');

    // Lock Date: locked up to the quarter's end by the filing.
    await openBooks(page, 'Lock Date');
    await expect(page.getByTestId('lock-standing')).toHaveText(`The books are locked up to ${dayFirst(QUARTER.to)}`);
    await expect(page.getByTestId('lock-moved')).toContainText(`Moved by ${ADMIN.name} on`);
    await inspect(page, 'lock-date-locked');

    // Inside the locked quarter the server refuses, and the screens say why.
    await page.goto(`/invoice/${waiting}`);
    await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${waiting}` })).toBeVisible();
    await requestStatus(page, 'Posted');
    await expect(page.getByRole('dialog', { name: 'Change Status' }).getByRole('alert')).toHaveText(LOCKED);
    await page.keyboard.press('Escape');
    // Late evidence is still taken, but nothing the books were closed with is removed.
    const papers = page.getByRole('main');
    await uploadPdf(page, papers, 'Late signed POD', 'late-pod.pdf');
    await expect(papers.getByRole('button', { name: 'Delete Late signed POD' })).toBeDisabled();
    await expect(papers.getByText(LOCKED, { exact: true })).toBeVisible();
    await page.reload();
    await expect(papers.getByRole('cell', { name: 'Late signed POD', exact: true })).toBeVisible();
    await expect(papers.getByRole('button', { name: 'Delete Late signed POD' })).toBeDisabled();

    await page.goto('/expense-table');
    await page.getByRole('textbox', { name: 'Month' }).click();
    await page.getByRole('option', { name: QUARTER.lastMonth }).click();
    await page
      .getByRole('table', { name: 'Expenses' })
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: /^Edit expense/ })
      .click();
    await expect(page).toHaveURL(/\/expense-edit\/\d+$/);
    await page.getByRole('textbox', { name: 'Amount' }).fill('1.5');
    await page.getByRole('button', { name: 'Update Expense' }).click();
    await expect(page.getByRole('alert').filter({ hasText: LOCKED })).toBeVisible();

    // The refused amount is still typed in, so leaving asks first; Leave leaves it.
    const leaving = openBooks(page, 'Lock Date');
    await page.getByRole('dialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave' }).click();
    await leaving;

    // Moving the lock date back over the filed quarter asks for the admin code and why: a wrong code is
    // refused, the right one with a reason saves, and the reason is shown with the move.
    await typeLockDate(page, QUARTER.before);
    const code = page.getByRole('textbox', { name: 'Admin code' });
    const reason = page.getByRole('textbox', { name: 'Reason for reopening a filed period' });
    await expect(code).toBeVisible();
    await expect(page.getByText('so it needs the admin code.')).toBeVisible();
    await expect(reason).toHaveAccessibleDescription(
      `A VAT return is filed up to ${dayFirst(QUARTER.to)}: the audit log keeps why its period is opened again.`,
    );
    await code.fill('0000');
    await reason.fill('An invoice of the quarter was posted to the wrong customer');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid admin code' })).toBeVisible();
    await expect(page.getByTestId('lock-standing')).toHaveText(`The books are locked up to ${dayFirst(QUARTER.to)}`);
    await code.fill(DOCUMENT_CODES.admin_code);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('lock-standing')).toHaveText(
      `The books are locked up to ${dayFirst(QUARTER.before)}`,
    );
    await expect(code).toHaveCount(0);
    await expect(reason).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('lock-standing')).toHaveText(
      `The books are locked up to ${dayFirst(QUARTER.before)}`,
    );
    await expect(page.getByTestId('lock-reason')).toHaveText(
      'Reason: An invoice of the quarter was posted to the wrong customer',
    );

    // Opening the books takes the code and a reason too; the other flows post wherever they like again.
    await typeLockDate(page, null);
    await code.fill(DOCUMENT_CODES.admin_code);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(reason).toHaveAccessibleDescription(
      new RegExp(`A VAT return is filed up to ${dayFirst(QUARTER.to)}: say why its period is opened again`),
    );
    await reason.fill('The other flows post into the quarter again');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('lock-standing')).toHaveText('The books are open');
    expect((await call(page.request, 'books/lock_date')).lock_date).toBeNull();

    // The return stays filed, listed under the VAT Return page.
    await openBooks(page, 'VAT Return');
    await expect(listed).toBeVisible();
  });

  test('a Manager has no Lock Date in the menu and is refused the page', async ({ page }) => {
    await signIn(page, MANAGER);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Lock Date' })).toHaveCount(0);
    await page.goto('/books/lock-date');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    expect((await page.request.get('/api/transportation/books/lock_date')).status()).toBe(403);
  });
});
