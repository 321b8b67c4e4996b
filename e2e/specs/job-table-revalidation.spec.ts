import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './demo-logins';
import { signIn } from './sign-in-helpers';
import { cell, jobRow, openTable, reloadTable, seedJobs, typeInto } from './job-table-helpers';

/*
 * Two clerks on one month (2019-10, which no other flow uses): what one saves reaches the other when
 * their window regains focus and after their own saves, merged under the row they are editing; the
 * server sends only the rows changed since the month they hold (226), and a month that has not changed
 * costs a 304.
 */

const regainFocus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

test.describe('job table revalidation', () => {
  test.describe.configure({ timeout: 90_000 });

  test("a clerk sees another's saves on focus and after saving, and keeps their own edit", async ({
    page,
    browser,
  }) => {
    await signIn(page, ADMIN);
    const [first, second] = await seedJobs(page, '2019-10', ['First job', 'Second job']);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, ADMIN);
    await openTable(otherPage, '2019-10');
    await openTable(page, '2019-10');
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/job_data')) answers.push(response.status());
    });

    // This clerk has an edit in hand, not saved.
    const mine = jobRow(page, second!.id);
    await typeInto(page, cell(mine, 'description'), 'Mine, not saved');
    await expect(mine).toHaveAttribute('data-edited');

    // The other clerk changes the first job and saves it.
    const theirs = jobRow(otherPage, first!.id);
    await cell(theirs, 'description').click();
    await otherPage.keyboard.type('Changed by the other clerk');
    await otherPage.keyboard.press('Control+s');
    await expect(theirs).not.toHaveAttribute('data-edited');

    await regainFocus(page);
    await expect(cell(jobRow(page, first!.id), 'description')).toHaveText('Changed by the other clerk');
    await expect(cell(mine, 'description')).toHaveText('Mine, not saved');
    await expect(mine).toHaveAttribute('data-edited');
    expect(answers).toContain(226);
    expect(answers).not.toContain(200);

    // Nothing has changed since: coming back costs a 304 and the screen stays as it is.
    answers.length = 0;
    await expect
      .poll(
        async () => {
          await regainFocus(page);
          return answers;
        },
        { intervals: [1_200], timeout: 15_000 },
      )
      .toContain(304);
    await expect(cell(mine, 'description')).toHaveText('Mine, not saved');

    // The other clerk adds a job; this clerk saves their own edit and sees it come in after.
    await seedJobs(otherPage, '2019-10', ['Added by the other clerk']);
    await mine.getByRole('button', { name: 'Save' }).click();
    await expect(mine).not.toHaveAttribute('data-edited');
    await expect(page.getByRole('gridcell', { name: 'Added by the other clerk' })).toBeVisible();
    expect(answers).toContain(226);
    const merged = await page.getByRole('row').allInnerTexts();

    await reloadTable(page);
    expect(await page.getByRole('row').allInnerTexts()).toEqual(merged);
    await expect(cell(jobRow(page, first!.id), 'description')).toHaveText('Changed by the other clerk');
    await expect(cell(jobRow(page, second!.id), 'description')).toHaveText('Mine, not saved');
    await expect(page.getByRole('gridcell', { name: 'Added by the other clerk' })).toBeVisible();
    await other.close();
  });
});
