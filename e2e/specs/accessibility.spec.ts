import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { everyViolation, seriousViolations } from './axe-checks';
import { ADMIN } from './demo-logins';
import { signIn } from './sign-in-helpers';

/**
 * Every screen an Admin can open; each must have no serious or critical axe-core violation. (Paint
 * times are measured by `npm run bench`, not asserted here.)
 */
const SCREENS = [
  '/dashboard',
  '/job-entry',
  '/job-table',
  '/job-search',
  '/expense-entry',
  '/expense-table',
  '/reports',
  '/invoice-request',
  '/booking-entry',
  '/driver-input',
  '/driver-summary',
  '/customers',
  '/drivers',
  '/trucks',
  '/charges',
  '/users',
  '/accounts',
  '/invoice-management',
  '/settings',
];

test('the sign-in screen is accessible', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in to Dashboard' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test.describe.serial('every screen as Admin', () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
    await signIn(page, ADMIN);
  });
  test.afterAll(async () => context.close());

  for (const screen of SCREENS) {
    test(`${screen} has no serious accessibility violations`, async () => {
      test.setTimeout(60_000);
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle', { timeout: 20_000 });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test('an open modal adds no second banner and its close button is named', async ({ page }) => {
  await signIn(page, ADMIN);
  for (const [screen, button] of [
    ['/customers', 'Add customer'],
    ['/users', 'Add user'],
  ] as const) {
    await page.goto(screen);
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: button });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(await everyViolation(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
