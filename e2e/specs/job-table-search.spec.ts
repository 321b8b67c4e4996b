import { expect, test } from '@playwright/test';
import { ADMIN } from './demo-logins';
import { signIn } from './sign-in-helpers';
import { cell, jobRow, openTable, seedJobs } from './job-table-helpers';

test.describe('job table search', () => {
  test.describe.configure({ timeout: 60_000 });

  test('says how many jobs a search shows, and offers a way out when none match', async ({ page }) => {
    await signIn(page, ADMIN);
    await seedJobs(page, '2017-12', ['Pearl harbour run', 'Sitra yard', 'Pearl diving dock']);
    await openTable(page, '2017-12');
    const count = page.getByTestId('job-count');
    await expect(count).toHaveText('3 jobs');

    const search = page.getByRole('textbox', { name: 'Search table' });
    await search.fill('pearl');
    await expect(count).toHaveText('2 of 3 jobs');
    await expect(page.locator('[role="row"][data-job-id]')).toHaveCount(2);

    await search.fill('nothing like this');
    await expect(count).toHaveText('0 of 3 jobs');
    const none = page.getByRole('status').filter({ hasText: 'No jobs match "nothing like this"' });
    await expect(none).toBeVisible();
    await none.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(count).toHaveText('3 jobs');
    await expect(page.locator('[role="row"][data-job-id]')).toHaveCount(3);
  });

  test('a link with a job opens its month with that row picked out and the keys on the grid', async ({ page }) => {
    await signIn(page, ADMIN);
    const jobs = await seedJobs(page, '2018-04', ['One', 'Two', 'Three', 'Four', 'Five']);
    const target = jobs[3]!;
    await page.goto(`/job-table?month=2018-04&job=${target.id}`);
    const picked = cell(jobRow(page, target.id), 'date');
    await expect(picked).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
    await expect(picked).toBeInViewport();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');
    await expect(page).toHaveURL(/\/job-table$/);
    await page.keyboard.press('ArrowDown');
    await expect(cell(jobRow(page, jobs[4]!.id), 'date')).toHaveAttribute('aria-selected', 'true');
  });
});
