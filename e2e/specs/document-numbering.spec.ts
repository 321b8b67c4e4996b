import { expect, test, type Page } from '@playwright/test';
import { noticeViolations } from './axe-checks';
import { ADMIN } from './demo-logins';
import { signIn } from './sign-in-helpers';

/** A journal made through the call Create Journal makes: its number. */
async function journalThroughApi(page: Page): Promise<number> {
  const line = (account_id: number, debit: number, credit: number) => ({
    account_id,
    debit,
    credit,
    party_id: null,
    truck_id: null,
    description: 'Petty cash top-up',
  });
  const answer = await page.request.post('/api/transportation/vouchers/journal_generate', {
    data: {
      date: '2026-11-20',
      reference: `NUMBERING-${Date.now()}`,
      narration: 'Petty cash',
      lines: [line(28, 5, 0), line(26, 0, 5)],
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).number as number;
}

/** A range of numbers as Settings lists the ones printed before: JV-ARG-1 to JV-ARG-30, or JV-ARG-1 alone. */
const span = (prefix: string, first: number, last: number) =>
  first === last ? `${prefix}${first}` : `${prefix}${first} to ${prefix}${last}`;

const journalRow = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('textbox', { name: 'Journal prefix' }) });

test('the Admin gives journals a prefix of their own: new numbers print with it, numbers given keep theirs, and a stale save meets the conflict dialog', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  const before = await journalThroughApi(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Document numbers' });
  const prefix = section.getByRole('textbox', { name: 'Journal prefix' });
  const next = section.getByLabel('Journal next number');
  await expect(prefix).toHaveValue('JV-ARG-');
  await expect(next).toHaveText(`JV-ARG-${before + 1}`);
  await expect(section.getByRole('textbox', { name: 'Invoice prefix' })).toHaveValue('INV-ARG-');

  // The shared rule answers before anything is sent; the server names a prefix another kind prints with.
  await prefix.fill('JV2027');
  await prefix.press('Enter');
  await expect(journalRow(page)).toContainText('A prefix cannot end in a digit: end it with - or /');
  await prefix.fill('inv-arg-');
  await section.getByRole('button', { name: 'Save journal prefix' }).click();
  await expect(journalRow(page)).toContainText('inv-arg- is the prefix of Invoice numbers: each kind needs its own');

  // The next number shows the prefix as typed; Enter saves it.
  await prefix.fill('JV-2027-');
  await expect(next).toHaveText(`JV-2027-${before + 1}`);
  await prefix.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: `Journal numbers continue as JV-2027-${before + 1}` }),
  ).toBeVisible();
  // The notice itself reads clearly (every other check leaves notices out: they fade on their own timer).
  expect(await noticeViolations(page)).toEqual([]);
  await expect(journalRow(page)).toContainText(span('JV-ARG-', 1, before));
  await expect(section.getByRole('button', { name: 'Save journal prefix' })).toBeDisabled();

  // After a reload it is what was saved, and the next journal prints with it; the one before keeps its number.
  await page.reload();
  await expect(prefix).toHaveValue('JV-2027-');
  const after = await journalThroughApi(page);
  expect(after).toBe(before + 1);
  await page.goto(`/journal/${after}`);
  await expect(page.getByRole('heading', { level: 1, name: `JV-2027-${after}` })).toBeVisible();
  await page.goto(`/journal/${before}`);
  await expect(page.getByRole('heading', { level: 1, name: `JV-ARG-${before}` })).toBeVisible();
  await page.goto('/journals');
  await page.getByRole('textbox', { name: 'Search' }).fill(`jv-2027-${after}`);
  await expect(page.getByRole('row').filter({ hasText: `JV-2027-${after}` })).toHaveCount(1);

  // Someone else changes the prefix meanwhile: saving over it offers Keep mine / Take theirs.
  await page.goto('/settings');
  const other = await context.newPage();
  await other.goto('/settings');
  const theirs = other
    .getByRole('region', { name: 'Document numbers' })
    .getByRole('textbox', { name: 'Journal prefix' });
  await theirs.fill('JV/27/');
  await theirs.press('Enter');
  await expect(
    other.getByRole('alert').filter({ hasText: `Journal numbers continue as JV/27/${after + 1}` }),
  ).toBeVisible();
  await other.close();
  await prefix.fill('JV-27-');
  await prefix.press('Enter');
  const conflict = page.getByRole('dialog', { name: 'Journal numbers were changed meanwhile' });
  await expect(conflict).toContainText('JV/27/');
  await conflict.getByRole('button', { name: 'Take theirs' }).click();
  await expect(prefix).toHaveValue('JV/27/');
  await expect(next).toHaveText(`JV/27/${after + 1}`);

  // Back to the spec's prefix: it starts at the next number, the ones between keep JV-2027-.
  await prefix.fill('JV-ARG-');
  await prefix.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: `Journal numbers continue as JV-ARG-${after + 1}` }),
  ).toBeVisible();
  await page.reload();
  await expect(journalRow(page)).toContainText(`${span('JV-ARG-', 1, before)}, JV-2027-${after}`);
  await page.screenshot({ path: '/tmp/document-numbering.png', fullPage: true });
});
