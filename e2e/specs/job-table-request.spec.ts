import { expect } from '@playwright/test';
import { call } from './books-pages';
import { SUPERVISOR } from './demo-logins';
import { cell, jobRow, lookups, notification, openTable } from './job-table-helpers';
import { signIn, test } from './sign-in-helpers';

/*
 * Rows picked in the job table become one invoice request. July 2016: a month no other flow or the
 * demo data uses.
 */
const MONTH = '2016-07';

test.describe('Request Invoice from the job table', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a Supervisor picks two rows of one customer and requests them; rows of two customers are refused', async ({
    adminPage,
    browser,
  }) => {
    const { customers } = await lookups(adminPage.request);
    const [pearl, other] = [customers[0]!, customers[1]!];
    const tag = Date.now().toString(36).toUpperCase().slice(-4);
    const job = (day: number, customer: { id: number }) => ({
      isNew: true,
      date: `${MONTH}-0${day}`,
      job: `Q${tag}${day}`,
      description: `Request from the table ${tag}`,
      customer_id: customer.id,
      taxi: 'yes',
      taxi_name: 'Table Cab',
      charge: 35,
    });
    const seeded = await call(adminPage.request, 'job_bulk.php', {
      jobs: [job(1, pearl), job(2, pearl), job(3, other), job(4, pearl)],
    });
    const [first, second, third, fourth] = (seeded.rows as { id: number }[]).map((row) => row.id);

    const page = await (await browser.newContext()).newPage();
    await signIn(page, SUPERVISOR);
    await openTable(page, MONTH);
    await page.getByRole('textbox', { name: 'Search table' }).fill(tag);
    await expect(page.locator('[role="row"][data-job-id]')).toHaveCount(4);

    // Shift+↓ picks the first two rows; Request Invoice makes one request of them.
    await cell(jobRow(page, first!), 'date').click();
    await page.keyboard.press('Shift+ArrowDown');
    await expect(page.locator('[role="row"][data-picked]')).toHaveCount(2);
    await expect(jobRow(page, second!)).toHaveAttribute('aria-selected', 'true');
    const bar = page.getByRole('region', { name: 'Picked rows' });
    await expect(bar).toContainText('2 jobs picked');
    await bar.getByRole('button', { name: 'Request Invoice' }).click();
    await expect(notification(page, 'Invoice request submitted successfully for 2 job(s)!')).toBeVisible();
    await expect(jobRow(page, first!)).toHaveAttribute('data-status', 'requested');
    await expect(jobRow(page, second!)).toHaveAttribute('data-status', 'requested');
    await expect(bar).toHaveCount(0);

    // Rows of two customers (Shift+click from the third to the fourth): refused, with the reason.
    await cell(jobRow(page, third!), 'date').click();
    await cell(jobRow(page, fourth!), 'description').click({ modifiers: ['Shift'] });
    await expect(page.locator('[role="row"][data-picked]')).toHaveCount(2);
    await bar.getByRole('button', { name: 'Request Invoice' }).click();
    await expect(
      notification(
        page,
        `An invoice is for one customer, and these jobs are for ${other.name} and ${pearl.name}. Select the jobs of one customer.`,
      ),
    ).toBeVisible();
    // A requested row among them: refused, naming it.
    await cell(jobRow(page, second!), 'date').click();
    await page.keyboard.press('Shift+ArrowDown');
    await bar.getByRole('button', { name: 'Request Invoice' }).click();
    await expect(notification(page, `Already requested or invoiced: Q${tag}2`)).toBeVisible();

    // After a reload the two are still requested and the others open.
    await page.reload();
    await expect(page.getByRole('grid', { name: 'Jobs' })).toBeVisible({ timeout: 20_000 });
    await expect(jobRow(page, first!)).toHaveAttribute('data-status', 'requested');
    await expect(jobRow(page, third!)).not.toHaveAttribute('data-status', 'requested');
    await expect(jobRow(page, fourth!)).not.toHaveAttribute('data-status', 'requested');

    // Accounting sees one request with both jobs.
    await adminPage.goto('/invoice-management');
    const card = adminPage.getByRole('region').filter({ hasText: `Q${tag}1` });
    await expect(card).toContainText('2 pending');
    await expect(card.getByRole('checkbox', { name: `Include job Q${tag}2` })).toBeVisible();
    await expect(card).toContainText(pearl.name);
  });
});
