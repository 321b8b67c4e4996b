import { expect as baseExpect, test } from '@playwright/test';
import { seriousViolations, WCAG_AA_TAGS } from './axe-checks';
import { ADMIN, DRIVER } from './demo-logins';
import { signIn } from './sign-in-helpers';
import { seedJobs } from './job-table-helpers';
import { todayInBahrain } from './company-dates';

/** Other specs run against the same server at the same time; give a busy machine time. */
const expect = baseExpect.configure({ timeout: 15_000 });

interface Dashboard {
  current_month: string;
  overall: { total_jobs: number; total_amount: number };
  overall_expenses: number;
  jobs_monthly: {
    month: string;
    display: string;
    job_count: number;
    total_amount: number;
    not_invoiced_amount: number;
  }[];
  profit_and_loss_monthly: { month: string; income: number; expenses: number; net_profit: number }[];
  top_driver: { driver_name: string; job_count: number } | null;
  truck_profit: Record<'top' | 'bottom', { truck_number: string; profit: number }[]>;
}

interface DriverDashboard {
  view: string;
  driver: { driver_name: string; truck_number: string | null } | null;
  current_month_jobs: number;
  total_jobs: number;
  recent_jobs: { id: number; date: string; description: string }[];
}

const bd = (amount: number) =>
  `BD ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(amount)}`;

test.describe('dashboard', () => {
  // Sign-in, the page and axe on a shared, busy server.
  test.describe.configure({ timeout: 90_000 });

  test('shows the figures the server reports', async ({ page }) => {
    await signIn(page, ADMIN);
    // Let the sign-in's own load finish, so the answer caught below is the reload's and not
    // one whose page the reload navigates away from.
    await expect(page.getByRole('group', { name: 'Total Jobs' })).toBeVisible();
    // The figures of the page's own load (other specs add jobs at the same time).
    const answer = page.waitForResponse((r) => r.url().includes('/dashboard.php'));
    await page.reload();
    const data = (await (await answer).json()) as Dashboard;
    const api = (await (await page.request.get('/api/transportation/dashboard.php')).json()) as Dashboard;
    expect(api.current_month).toBe(data.current_month);

    await expect(page.getByRole('group', { name: 'Total Jobs' })).toContainText(
      data.overall.total_jobs.toLocaleString('en-US'),
    );
    // Work done by job date, with what is not yet invoiced; the profit is the books'.
    const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 1000) / 1000;
    const workDone = page.getByRole('group', { name: 'Work Done (by job date)' });
    await expect(workDone).toContainText(bd(data.overall.total_amount));
    await expect(workDone).toContainText(
      `${bd(sum(data.jobs_monthly.map((m) => m.not_invoiced_amount)))} not yet invoiced`,
    );
    const books = data.profit_and_loss_monthly;
    await expect(page.getByRole('group', { name: 'Income (books)' })).toContainText(
      bd(sum(books.map((m) => m.income))),
    );
    await expect(page.getByRole('group', { name: 'Expenses (books)' })).toContainText(
      bd(sum(books.map((m) => m.expenses))),
    );
    if (data.top_driver !== null) {
      await expect(page.getByRole('group', { name: 'Top Driver' })).toContainText(data.top_driver.driver_name);
    }
    await expect(page.getByText('Charge + Extra Amount')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Work done this month \(by job date\)/ })).toBeVisible();

    // A finished month: its row does not move while other specs run.
    const month = data.jobs_monthly[0]!;
    const monthBooks = books.find((m) => m.month === month.month)!;
    const table = page.getByRole('table', { name: /Monthly figures/ });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: month.display }) });
    await expect(row).toContainText(String(month.job_count));
    await expect(row).toContainText(bd(month.total_amount));
    await expect(row).toContainText(bd(month.not_invoiced_amount));
    await expect(row).toContainText(bd(monthBooks.income));
    await expect(row).toContainText(bd(monthBooks.expenses));
    const profit = monthBooks.net_profit;
    await expect(row).toContainText(profit < 0 ? `-${bd(-profit)}` : bd(profit));
    await expect(table.getByRole('row')).toHaveCount(14);
    await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Chart of monthly income/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Job' })).toHaveAttribute('href', '/job-entry');

    // The month's trucks by profit, as the same answer ranks them.
    const panel = page.getByRole('region', { name: 'Truck profit this month' });
    await expect(panel).toBeVisible();
    for (const [list, trucks] of [
      ['Most profitable', data.truck_profit.top],
      ['Least profitable', data.truck_profit.bottom],
    ] as const) {
      if (trucks.length === 0) continue;
      const items = panel.getByRole('list', { name: list }).getByRole('listitem');
      await expect(items).toHaveCount(trucks.length);
      for (const [index, truck] of trucks.entries()) {
        await expect(items.nth(index)).toContainText(truck.truck_number);
        await expect(items.nth(index)).toContainText(truck.profit < 0 ? `-${bd(-truck.profit)}` : bd(truck.profit));
      }
    }
  });

  test('a job saved a moment ago is counted when the dashboard is opened again', async ({ page }) => {
    await signIn(page, ADMIN);
    const totalJobs = page.getByRole('group', { name: 'Total Jobs' });
    await expect(totalJobs).toBeVisible();
    const shown = async () => Number((await totalJobs.innerText()).replace(/[^0-9]/g, ''));
    const before = await shown();

    // The dashboard's answer is shared by everyone until a write moves its versions on.
    await seedJobs(page, todayInBahrain().slice(0, 7), ['Counted on the dashboard']);
    await page.goto('/job-table');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(totalJobs).toBeVisible();
    await expect.poll(shown).toBeGreaterThanOrEqual(before + 1);
  });

  test('recovers with Retry after a failed load', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.route('**/api/transportation/dashboard.php', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }),
    );
    await page.reload();
    const panel = page.getByRole('alert').filter({ hasText: 'Error Loading Dashboard' });
    await expect(panel).toContainText('Failed to fetch dashboard data');

    await page.unroute('**/api/transportation/dashboard.php');
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('group', { name: 'Total Jobs' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Monthly figures/ })).toBeVisible();
    await expect(page.getByText('Error Loading Dashboard')).toHaveCount(0);
  });

  test("a driver sees their own work and none of the company's figures", async ({ page, browser }) => {
    await signIn(page, DRIVER);
    // As above: the answer caught is the reload's own.
    await expect(page.getByRole('group', { name: 'Your Truck' })).toBeVisible();
    const answer = page.waitForResponse((r) => r.url().includes('/dashboard.php'));
    await page.reload();
    const data = (await (await answer).json()) as DriverDashboard;

    // The server's answer itself carries no company figures, not just the screen.
    expect(data.view).toBe('driver');
    for (const company of [
      'overall',
      'overall_expenses',
      'expenses_monthly',
      'top_driver',
      'current_month_customers',
      'truck_profit',
    ]) {
      expect(data).not.toHaveProperty(company);
    }
    expect(data.driver).toEqual({ driver_name: DRIVER.name, truck_number: 'BH-10231' });

    await expect(page.getByRole('group', { name: 'Your Jobs This Month' })).toContainText(
      String(data.current_month_jobs),
    );
    await expect(page.getByRole('group', { name: 'Your Jobs, Last 12 Months' })).toContainText(
      data.total_jobs.toLocaleString('en-US'),
    );
    await expect(page.getByRole('group', { name: 'Your Truck' })).toContainText('BH-10231');
    await expect(page.getByRole('table', { name: 'Your jobs per month' }).getByRole('row')).toHaveCount(13);
    const latest = page.getByRole('table', { name: 'Your latest jobs' }).locator('tbody tr');
    await expect(latest).toHaveCount(data.recent_jobs.length);
    const first = data.recent_jobs[0]!;
    const [year, month, day] = first.date.split('-');
    await expect(latest.first()).toContainText(`${day}/${month}/${year}`);
    await expect(latest.first()).toContainText(first.description);
    for (const name of ['Work Done (by job date)', 'Expenses (books)', 'Net Profit (books)', 'Top Driver']) {
      await expect(page.getByRole('group', { name })).toHaveCount(0);
    }
    await expect(page.getByRole('region', { name: 'Truck profit this month' })).toHaveCount(0);
    await expect(page.getByText(/BD \d/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New Job' })).toHaveCount(0);

    // Staff find every one of these jobs under the driver's name.
    const staff = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const admin = await staff.newPage();
    await signIn(admin, ADMIN);
    const search = await admin.request.post('/api/transportation/job-search.php', {
      data: { type: 'driver', value: DRIVER.name },
    });
    const driversJobs = new Set(((await search.json()) as { jobs: { id: number }[] }).jobs.map((job) => job.id));
    expect(data.recent_jobs.length).toBeGreaterThan(0);
    for (const job of data.recent_jobs) expect(driversJobs.has(job.id), `job ${job.id}`).toBe(true);
    await staff.close();
  });

  test('has no serious accessibility problems', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await signIn(page, ADMIN);
    await expect(page.getByRole('table', { name: /Monthly figures/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /Chart of monthly income/ })).toBeVisible();
    expect(await seriousViolations(page, WCAG_AA_TAGS)).toEqual([]);
    await context.close();
  });

  test("a driver's dashboard has no serious accessibility problems", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await signIn(page, DRIVER);
    await expect(page.getByRole('table', { name: 'Your latest jobs' })).toBeVisible();
    expect(await seriousViolations(page, WCAG_AA_TAGS)).toEqual([]);
    await context.close();
  });
});
