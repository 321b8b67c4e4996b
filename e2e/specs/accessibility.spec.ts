import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
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
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

test('the sign-in screen is accessible', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in to Dashboard' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('every screen is free of serious accessibility violations', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ADMIN);
  const found: Record<string, string[]> = {};
  for (const screen of SCREENS) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[screen] = violations;
  }
  expect(found).toEqual({});
  await context.close();
});
