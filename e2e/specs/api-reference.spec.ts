import { expect, test, type Page } from '@playwright/test';
import { ADMIN, MANAGER } from './demo-logins';
import { seriousViolations } from './axe-checks';
import { signIn } from './sign-in-helpers';

/*
 * The API Reference (beyond the spec, Admin): the generated OpenAPI description, read and searched on
 * a page of its own; the JSON itself is for any signed-in user.
 */

async function openReference(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('list', { name: 'Administration' })
    .getByRole('link', { name: 'API Reference' })
    .click();
  await expect(page).toHaveURL(/\/api-reference$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
}

test('the Admin finds a call and reads its body fields, roles, answer and errors', async ({ page }) => {
  await signIn(page, ADMIN);
  await openReference(page);
  // The first read builds the description on the server; allow a busy machine its time.
  await expect(page.getByRole('heading', { level: 2, name: 'vouchers', exact: true })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('searchbox', { name: 'Search' }).fill('job_insert');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['transportation']);
  const call = page.getByRole('button', { name: /POST\s*\/api\/transportation\/job_insert/ });
  await expect(call).toHaveCount(1);
  await call.click();

  const body = page.getByRole('table', { name: 'Body of /api/transportation/job_insert', exact: true });
  await expect(body.getByRole('row').filter({ hasText: /^date/ })).toContainText('Required');
  await expect(body.getByRole('row').filter({ hasText: /^charge/ })).toContainText('Required');
  await expect(body.getByRole('row').filter({ hasText: /^reference/ })).toContainText('optional');
  await expect(
    page.getByRole('table', { name: 'Multipart body of /api/transportation/job_insert', exact: true }),
  ).toBeVisible();
  const answer = page.getByRole('table', { name: 'Answer of /api/transportation/job_insert', exact: true });
  await expect(answer.getByRole('row').filter({ hasText: /^job_id/ })).toContainText('number');
  await expect(page.getByText('also at /api/transportation/job_insert.php')).toBeVisible();
  const details = page.getByRole('region', { name: 'POST /api/transportation/job_insert', exact: true });
  await expect(details.getByText('Only these roles')).toBeVisible();
  for (const role of ['Admin', 'Manager', 'Supervisor'])
    await expect(call.getByText(role, { exact: true })).toBeVisible();
  await expect(call.getByText('Driver', { exact: true })).toHaveCount(0);
  await expect(details.getByRole('listitem').filter({ hasText: /^401/ })).toContainText('sign in');
  expect(await seriousViolations(page)).toEqual([]);

  // A month of the job table also sends only the rows changed since the ETag held: 226, not an error.
  await page.getByRole('searchbox', { name: 'Search' }).fill('job_data');
  await page.getByRole('button', { name: /POST\s*\/api\/transportation\/job_data/ }).click();
  const month = page.getByRole('region', { name: 'POST /api/transportation/job_data', exact: true });
  await expect(month.getByRole('heading', { name: 'Asking again' })).toBeVisible();
  await expect(month).toContainText('A-IM: rows');
  await expect(month).toContainText('226');
  await expect(month.getByRole('listitem').filter({ hasText: /^226/ })).toHaveCount(0);

  // A folder narrows the list; a PDF call says what it answers.
  await page.getByRole('searchbox', { name: 'Search' }).fill('pdf');
  await page.getByRole('textbox', { name: 'Folder' }).click();
  await page.getByRole('option', { name: 'books', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['books']);
  await page.getByRole('button', { name: /GET\s*\/api\/transportation\/books\/balance_sheet_pdf/ }).click();
  await expect(page.getByText('application/pdf')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Query of /api/transportation/books/balance_sheet_pdf', exact: true })
      .getByText('download'),
  ).toBeVisible();

  // A report read by many answers an ETag: asked again with it, 304 — said apart from the errors.
  await page.getByRole('searchbox', { name: 'Search' }).fill('trial_balance');
  await page.getByRole('button', { name: /GET\s*\/api\/transportation\/books\/trial_balance(?!_)/ }).click();
  const trialBalance = page.getByRole('region', { name: 'GET /api/transportation/books/trial_balance', exact: true });
  await expect(trialBalance.getByRole('heading', { name: 'Asking again' })).toBeVisible();
  await expect(trialBalance).toContainText('If-None-Match');
  await expect(trialBalance.getByRole('listitem').filter({ hasText: /^304/ })).toHaveCount(0);
  await expect(
    trialBalance.getByRole('table', { name: 'Query of /api/transportation/books/trial_balance', exact: true }),
  ).not.toContainText('If-None-Match');
  await expect(trialBalance).not.toContainText('A-IM');
});

test('a Manager has no API Reference in the menu nor the page, but may read the description', async ({ page }) => {
  await signIn(page, MANAGER);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Customers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'API Reference' })).toHaveCount(0);
  await page.goto('/api-reference');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();

  const description = await page.request.get('/api/openapi.json');
  expect(description.status()).toBe(200);
  const document = (await description.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toContain('/api/transportation/job_insert.php');
});
