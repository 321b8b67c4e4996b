import { expect, test } from '@playwright/test';
import { call } from './books-pages';
import { ADMIN } from './demo-logins';
import { signIn } from './sign-in-helpers';

/*
 * A customer with many open jobs: Create Invoice's picker finds them by what is typed and by dates,
 * shows them day first, and picks one from the keyboard. A customer of its own, so only its jobs show.
 */
test('the open-jobs picker: type a search, set From and To, see only the matching jobs, pick one with the keyboard, save', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  const tag = Date.now().toString(36).toUpperCase();
  const name = `Hidd Picker Stores ${tag}`; // sorts among the demo customers, never first or last
  const { customerId } = await call(page.request, 'customer_insert.php', { name });
  const job = (date: string, description: string) => ({
    isNew: true,
    date,
    description,
    customer_id: customerId,
    taxi: 'yes',
    taxi_name: 'Picker Cab',
    charge: 20,
  });
  const seeded = await call(page.request, 'job_bulk.php', {
    jobs: [
      job('2015-12-05', `Reefer to Hidd ${tag}`),
      job('2016-01-10', `Reefer to Sitra ${tag}`),
      job('2016-01-20', `Reefer to Sitra ${tag}`),
      job('2016-01-25', `Dry box to Sitra ${tag}`),
      job('2016-02-15', `Reefer to Sitra ${tag}`),
    ],
  });
  const ids = (seeded.rows as { id: number }[]).map((row) => row.id);

  await page.goto('/invoice-create');
  await page.getByRole('textbox', { name: 'Customer' }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  const jobs = page.getByRole('table', { name: 'Open jobs' }).locator('tbody tr');
  await expect(page.getByText('5 open jobs')).toBeVisible();
  await expect(jobs.first()).toContainText('05/12/2015');

  const search = page.getByRole('textbox', { name: 'Search jobs' });
  await search.fill('reefer sitra');
  await expect(jobs).toHaveCount(3);
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('01/01/2016');
  await page.keyboard.press('Tab');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('31/01/2016');
  await page.keyboard.press('Tab');
  await expect(jobs).toHaveCount(2);
  await expect(page.getByText('Showing 2 of 5 open jobs')).toBeVisible();
  await expect(jobs.nth(0)).toContainText('10/01/2016');
  await expect(jobs.nth(1)).toContainText('20/01/2016');

  // From the search box ↓ to the jobs, ↓ to the second, Space picks it, Enter adds it.
  await search.focus();
  await page.keyboard.press('ArrowDown');
  await expect(jobs.nth(0).getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(jobs.nth(1).getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(jobs.nth(1).getByRole('checkbox')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Add 1 job as lines' })).toBeEnabled();
  await page.keyboard.press('Enter');
  const lines = page.getByRole('table', { name: 'Lines' });
  await expect(lines.getByRole('row', { name: 'Line 1' })).toContainText('20.000');
  await expect(jobs).toHaveCount(1);

  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page).toHaveURL(/\/invoice\/\d+$/);
  const number = Number(page.url().split('/').at(-1));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${number}` })).toBeVisible();
  const { invoice } = await call(page.request, `vouchers/invoice_details?invoice_number=${number}`);
  expect(invoice.items.map((item: { job_id: string | null }) => item.job_id)).toEqual([String(ids[2])]);
});
