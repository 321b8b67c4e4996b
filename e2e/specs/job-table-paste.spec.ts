import { expect, test } from '@playwright/test';
import { ADMIN } from './demo-logins';
import { signIn } from './sign-in-helpers';
import { cell, jobRow, lookups, newRows, notification, openTable, seedJobs } from './job-table-helpers';

test.describe('pasting into the job table', () => {
  test.describe.configure({ timeout: 60_000 });

  test('brings the pasted rows into view, picked out, with the keys on the first of them', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, ADMIN);
    // More jobs than the grid shows at once: the blank row the paste fills is out of sight.
    const jobs = await seedJobs(
      page,
      '2017-05',
      Array.from({ length: 30 }, (_, index) => `Paste month job ${index + 1}`),
    );
    const { customers, drivers } = await lookups(page.request);
    const driver = drivers.filter((candidate) => candidate.truck_id !== null).at(-1)!;
    const grid = await openTable(page, '2017-05');
    await cell(jobRow(page, jobs[0]!.id), 'description').click();
    await expect(newRows(page).first()).not.toBeInViewport();

    const lines = [
      ['Pasted north', customers[0]!.name, '', 'no', '', driver.name, '', '', '9'],
      ['Pasted south', customers[1]!.name, '', 'no', '', driver.name, '', '', '9.5'],
    ];
    await grid.evaluate(
      (element, text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      lines.map((line) => line.join('\t')).join('\n'),
    );

    const pasted = page.locator('[role="row"][data-pasted]');
    await expect(pasted).toHaveCount(2);
    await expect(pasted.nth(0)).toBeInViewport();
    await expect(pasted.nth(1)).toBeInViewport();
    await expect(pasted.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(cell(pasted.nth(0), 'description')).toHaveText('Pasted north');
    await expect(cell(pasted.nth(0), 'description')).toHaveAttribute('aria-selected', 'true');
    await expect(cell(pasted.nth(0), 'date')).toHaveText('01/05/2017');

    // The keys stay on the grid: down reaches the second pasted row, typing edits it.
    await page.keyboard.press('ArrowDown');
    await expect(cell(pasted.nth(1), 'description')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.type('Pasted south, fixed');
    await page.keyboard.press('Enter');
    await expect(cell(pasted.nth(1), 'description')).toHaveText('Pasted south, fixed');

    await page.keyboard.press('Control+Enter');
    await expect(notification(page, 'Bulk update successful!')).toBeVisible();
    // Saved, they are ordinary rows again.
    await expect(page.locator('[role="row"][data-pasted]')).toHaveCount(0);
    await expect(page.getByTestId('job-count')).toHaveText('32 jobs');
  });
});
