import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './demo-logins';
import { signIn } from './sign-in-helpers';
import { cell, jobRow, openTable, reloadTable, seedJobs } from './job-table-helpers';

/*
 * The job table as a spreadsheet: typing starts an edit, Enter commits and moves down, Tab and
 * Shift+Tab commit and move across, and the keys keep working because focus never leaves the grid.
 */

/** The focused element is the grid or inside it, never the page body. */
async function expectFocusInGrid(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)).toBe(true);
}

test.describe('job table keyboard', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('type, Enter, type, Tab … across a row and down three rows, keeping focus throughout', async ({ page }) => {
    const jobs = await seedJobs(page, '2017-07', ['First', 'Second', 'Third']);
    await openTable(page, '2017-07');
    const rows = jobs.map((job) => jobRow(page, job.id));

    await cell(rows[0]!, 'extra_description').click();
    const steps: [string, string][] = [
      ['E1', 'Tab'],
      ['N1', 'Enter'],
      ['N2', 'Shift+Tab'],
      ['E2', 'Enter'],
      ['E3', 'Tab'],
      ['N3', 'Enter'],
    ];
    for (const [text, key] of steps) {
      await page.keyboard.type(text);
      await page.keyboard.press(key);
      await expectFocusInGrid(page);
    }

    const expected = [
      ['E1', 'N1'],
      ['E2', 'N2'],
      ['E3', 'N3'],
    ];
    for (const [index, [extra, note]] of expected.entries()) {
      await expect(cell(rows[index]!, 'extra_description')).toHaveText(extra!);
      await expect(cell(rows[index]!, 'related_note')).toHaveText(note!);
    }

    // Arrow keys still move the active cell, Escape leaves an edit without changing the cell.
    await page.keyboard.press('ArrowUp');
    await expect(cell(rows[2]!, 'related_note')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('F2');
    await page.keyboard.type(' changed');
    await page.keyboard.press('Escape');
    await expectFocusInGrid(page);
    await expect(cell(rows[2]!, 'related_note')).toHaveText('N3');

    // Saving everything keeps the keys in the grid too.
    await page.keyboard.press('Control+Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Bulk update successful!' })).toBeVisible();
    await expectFocusInGrid(page);
    await page.keyboard.press('ArrowLeft');
    await expect(cell(rows[2]!, 'extra_description')).toHaveAttribute('aria-selected', 'true');

    await reloadTable(page);
    for (const [index, [extra, note]] of expected.entries()) {
      await expect(cell(jobRow(page, jobs[index]!.id), 'extra_description')).toHaveText(extra!);
      await expect(cell(jobRow(page, jobs[index]!.id), 'related_note')).toHaveText(note!);
    }
  });

  test('headers sort by Job No and back, with the blank row kept last', async ({ page }) => {
    await seedJobs(page, '2017-11', ['Alpha', 'Bravo', 'Charlie']);
    await openTable(page, '2017-11');
    const header = page.getByRole('columnheader', { name: /Job No/ });
    const jobNumbers = () => page.locator('[role="row"][data-job-id] [data-column="job"]').allInnerTexts();
    const before = await jobNumbers();

    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(await jobNumbers()).toEqual([...before].sort());
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(await jobNumbers()).toEqual([...before].sort().reverse());
    const lastRow = page.locator('[role="rowgroup"] [role="row"]').last();
    await expect(lastRow).not.toHaveAttribute('data-job-id');
  });
});
