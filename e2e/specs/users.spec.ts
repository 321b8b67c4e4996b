import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, type DemoLogin } from './demo-logins';
import { signIn } from './sign-in-helpers';

/*
 * User administration (beyond the spec, Admin only): add a user, change their authority, refuse a weak
 * password, and disable a user — which ends that user's sessions at once.
 */
const RUN = Date.now().toString(36);
const API = '/api/transportation';

async function openUsers(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
}

function userRow(page: Page, email: string): Locator {
  return page.getByRole('table').getByRole('row').filter({ hasText: email });
}

async function fillNewUser(dialog: Locator, email: string, name: string, role: string, password: string) {
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Authority' }).selectOption({ label: role });
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
}

// Each flow is many steps through modals (one in a second browser context); room for a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await signIn(page, ADMIN);
});

test('an added user signs in, and disabling them signs them out', async ({ page, browser }) => {
  const login: DemoLogin = {
    email: `e2e-user-${RUN}@fleetledger.test`,
    password: `Harbour lights ${RUN}!`,
    authority: 3,
    role: 'Supervisor',
    name: `E2E User ${RUN}`,
  };
  await openUsers(page);
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await fillNewUser(dialog, login.email, login.name, login.role, login.password);
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Save user' }).click();
  await expect(dialog).toBeHidden();
  await expect(userRow(page, login.email)).toContainText('Supervisor');
  await expect(userRow(page, login.email)).toContainText('Active');

  const other = await browser.newContext();
  try {
    const theirPage = await other.newPage();
    await signIn(theirPage, login);

    await userRow(page, login.email).getByRole('button', { name: 'Disable' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable user?' });
    await expect(confirm).toContainText('Their sessions will end now');
    await confirm.getByRole('button', { name: 'Disable user' }).click();
    await expect(confirm).toBeHidden();
    await expect(userRow(page, login.email)).toContainText('Disabled');

    await theirPage.reload();
    await expect(theirPage).toHaveURL(/\/login$/);
    await expect(theirPage.getByRole('button', { name: 'Sign in to Dashboard' })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('an Admin changes a user authority', async ({ page }) => {
  const email = `e2e-role-${RUN}@fleetledger.test`;
  const made = await page.request.post(`${API}/user_save`, {
    data: { email, name: `E2E Role ${RUN}`, authority: 4, password: `Desert convoy ${RUN}!`, active: true },
  });
  expect(made.ok(), await made.text()).toBe(true);

  await openUsers(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(userRow(page, email)).toContainText('Driver');
  await userRow(page, email).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await expect(dialog.getByRole('combobox', { name: 'Authority' })).toHaveValue('4');
  await dialog.getByRole('combobox', { name: 'Authority' }).selectOption({ label: 'Manager' });
  await dialog.getByRole('button', { name: 'Save user' }).click();
  await expect(dialog).toBeHidden();
  await expect(userRow(page, email)).toContainText('Manager');
});

test('a weak password shows the server message under the field', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await fillNewUser(dialog, `e2e-weak-${RUN}@fleetledger.test`, 'Weak Password', 'Driver', 'password1234');
  await dialog.getByRole('button', { name: 'Save user' }).click();
  await expect(dialog.getByText('This password is too common; choose another')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'Save user' }).click();
  await expect(dialog.getByText('Password must be at least 10 characters')).toBeVisible();
  await expect(dialog).toBeVisible();
});
