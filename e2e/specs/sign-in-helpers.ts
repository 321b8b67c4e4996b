import { expect, test as base, type Page } from '@playwright/test';
import { ADMIN, type DemoLogin } from './demo-logins';
import { saveDocumentCodes } from './document-codes';

/** Signs in through the form, as a user would, and waits for the dashboard. */
export async function signIn(page: Page, login: DemoLogin): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(login.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(login.password);
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  // The first dashboard load builds its chunks' cache; allow a slow machine its time.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
}

/**
 * Playwright's test with `adminPage`: the test's page, the Admin signed in on it through the form; and
 * `adminPageWithCodes`: that page once the Admin has set the document codes, as flows that cancel a
 * document or move it out of Posted need.
 */
export const test = base.extend<{ adminPage: Page; adminPageWithCodes: Page }>({
  adminPage: async ({ page }, use) => {
    await signIn(page, ADMIN);
    await use(page);
  },
  adminPageWithCodes: async ({ adminPage }, use) => {
    await saveDocumentCodes(adminPage, ADMIN);
    await use(adminPage);
  },
});
