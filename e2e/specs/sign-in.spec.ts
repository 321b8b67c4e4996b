import { expect, test } from '@playwright/test';
import { ADMIN, DRIVER } from './demo-logins';
import { signIn } from './sign-in-helpers';

test.describe('sign-in', () => {
  test('shows the sign-in form', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(page.getByRole('textbox', { name: 'Password' })).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByRole('textbox', { name: 'Password' })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(page.getByRole('textbox', { name: 'Password' })).toHaveAttribute('type', 'password');
    await expect(page.getByText('Secure access for authorised staff only')).toBeVisible();
  });

  test('a wrong password shows the server message, and typing clears it', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();

    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('textbox', { name: 'Password' }).pressSequentially('x');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the button reads "Signing in..." and is disabled while signing in', async ({ page }) => {
    // Hold the answer back so the busy state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/transportation/login.php', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();

    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('signing in shows the dashboard with the user code', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page.getByText(`Welcome, ${ADMIN.name}`)).toBeVisible();
    await expect(page.getByText(/^User code: \S+/)).toBeVisible();
  });

  test('a signed-in user opening /login goes to the dashboard', async ({ page }) => {
    await signIn(page, DRIVER);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('without a session every page leads to /login', async ({ page }) => {
    await page.goto('/job-table');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in to Dashboard' })).toBeVisible();
  });

  test('reloading keeps the session', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Welcome back, ${ADMIN.name}!`)).toBeVisible();
  });

  test('a stored user whose server session is gone is sent to /login', async ({ page, context }) => {
    await signIn(page, ADMIN);
    await context.clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('fleetledger.user'))).toBeNull();
  });

  test('logout returns to /login and Back does not show protected data', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: 'Job Table' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Job Table' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('fleetledger.user'))).toBeNull();

    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in to Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByText(ADMIN.name)).toHaveCount(0);
  });
});
