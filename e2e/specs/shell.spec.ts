import { expect, test } from '@playwright/test';
import { ADMIN, DRIVER, MANAGER, SUPERVISOR, type DemoLogin } from './demo-logins';
import { signIn } from './sign-in-helpers';

const STAFF_MENU = [
  'Dashboard',
  'Job Table',
  'Add Expense',
  'Expense Records',
  'Invoice Request',
  'Job Search',
  'Reports',
];

const STAFF_ADMIN_MENU = ['Customers', 'Drivers', 'Trucks', 'Charges'];

/** The spec's menu per authority, then the master-data group beyond the spec. */
const MENUS: ReadonlyArray<[DemoLogin, string[], string[]]> = [
  [
    ADMIN,
    [
      'Dashboard',
      'Job Table',
      'Add Expense',
      'Expense Records',
      'Invoice Request',
      'Invoice Management',
      'Invoices',
      'Credit Notes',
      'Debit Notes',
      'Purchases',
      'Receipts',
      'Payments',
      'Journals',
      'Job Search',
      'Reports',
    ],
    [
      ...STAFF_ADMIN_MENU,
      'Chart of Accounts',
      'Users',
      'Company Settings',
      'API Reference',
      'Audit Log',
      'Mail Outbox',
    ],
  ],
  [MANAGER, STAFF_MENU, [...STAFF_ADMIN_MENU, 'Audit Log']],
  [SUPERVISOR, STAFF_MENU, STAFF_ADMIN_MENU],
  [DRIVER, ['Dashboard', 'Driver Input', 'Driver Summary'], []],
];

test.describe('navigation shell', () => {
  for (const [login, menu, adminMenu] of MENUS) {
    test(`${login.role} sees exactly their menu, name, e-mail and role`, async ({ page }) => {
      await signIn(page, login);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });

      await expect(nav.getByRole('list', { name: 'Menu' }).getByRole('link')).toHaveText(menu);
      const administration = nav.getByRole('list', { name: 'Administration' }).getByRole('link');
      await expect(administration).toHaveText(adminMenu);
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByText(login.name)).toBeVisible();
      await expect(nav.getByText(login.email)).toBeVisible();
      await expect(nav.getByText(login.role, { exact: true })).toBeVisible();
      await expect(page.getByRole('banner')).toContainText(`Welcome back, ${login.name}!`);
      await expect(page.getByRole('contentinfo')).toContainText('v2.0');
    });
  }

  test('menu links open their pages and mark the active entry', async ({ page }) => {
    await signIn(page, ADMIN);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    await nav.getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to Reports' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

    await page.goto('/expense-edit/7');
    await expect(nav.getByRole('link', { name: 'Add Expense' })).toHaveAttribute('aria-current', 'page');
  });

  test('the Driver opening /job-table sees Access Denied, and Go Back leaves it', async ({ page }) => {
    await signIn(page, DRIVER);
    await page.getByRole('link', { name: 'Driver Input' }).click();
    await expect(page.getByText('Driver input form will be implemented here.')).toBeVisible();

    await page.goto('/job-table');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have access to this page.")).toBeVisible();

    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('an unknown path leads to the dashboard', async ({ page }) => {
    await signIn(page, SUPERVISOR);
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('Booking Entry says what will come', async ({ page }) => {
    await signIn(page, MANAGER);
    await page.goto('/booking-entry');
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Entry' })).toBeVisible();
    await expect(page.getByText('Booking entry form will be displayed here.')).toBeVisible();
  });

  test('Driver Summary says what will come', async ({ page }) => {
    await signIn(page, DRIVER);
    await page.goto('/driver-summary');
    await expect(page.getByRole('heading', { level: 1, name: 'Driver Summary' })).toBeVisible();
    await expect(page.getByText('Driver summary report will be implemented here.')).toBeVisible();
  });

  test('the sidebar collapses to 80px and expands to 320px, and remembers it', async ({ page }) => {
    await signIn(page, ADMIN);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(320);

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(80);
    // Labels are hidden but the links keep their names.
    await expect(nav.getByRole('link', { name: 'Job Table' })).toBeVisible();
    await expect(nav.getByText('Job Table')).toHaveCount(0);

    await page.reload();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(80);

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(320);
    await expect(nav.getByText('Job Table')).toBeVisible();
  });

  test('on a phone the header keeps the user name whole and the footer follows the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, MANAGER);
    const name = page.getByTestId('header-user-name');
    await expect(name).toHaveText(MANAGER.name);
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    const footer = page.getByText(/© \d{4} fleetledger/);
    await expect(footer).toBeAttached();
    const fixed = await footer.evaluate((element) => {
      for (let node: Element | null = element; node !== null; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return true;
      }
      return false;
    });
    expect(fixed).toBe(false);
  });
});
