import { expect as baseExpect, test, type Page } from '@playwright/test';
import { seriousViolations, WCAG_AA_TAGS } from './axe-checks';
import { ADMIN } from './demo-logins';
import { signIn } from './sign-in-helpers';
import { dayFirst, todayInBahrain } from './company-dates';

/** Other specs run against the same server at the same time; give a busy machine time. */
const expect = baseExpect.configure({ timeout: 15_000 });

const API = '/api/transportation';

interface Seeded {
  jobNumber: string;
  container: string;
  customer: string;
  description: string;
  careOf: string;
  date: string;
}

/** 'YYYY-MM-15' of the month `back` months before today's. */
function midMonthBefore(today: string, back: number): string {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-15`;
}

/** A job with values no other spec uses (by default for today), with driver Suresh Nair and his truck. */
async function seedJob(page: Page, date: string = todayInBahrain(), extra = 3): Promise<Seeded> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();
  const seeded: Seeded = {
    jobNumber: tag.slice(-6),
    container: `ZQ${tag.slice(-8)}`.slice(0, 12),
    customer: `Search Customer ${tag}`,
    description: `Search description ${tag}`,
    careOf: `Care ${tag}`,
    date,
  };
  const lookups = (await (await page.request.get(`${API}/jobentry_data.php`)).json()).data;
  const driver = lookups.drivers.find((d: { name: string }) => d.name === 'Suresh Nair');
  const customer = await page.request.post(`${API}/customer_insert.php`, { data: { name: seeded.customer } });
  expect(customer.ok()).toBe(true);
  const job = await page.request.post(`${API}/job_insert.php`, {
    data: {
      date: seeded.date,
      container: seeded.container,
      is_lose_container: 0,
      description: seeded.description,
      job: seeded.jobNumber,
      customer_id: (await customer.json()).customerId,
      care_of: seeded.careOf,
      is_taxi: 0,
      driver_id: driver.id,
      truck_id: driver.truck_id,
      charge: 12.345,
      extra_amount: extra,
      extra_description: extra === 0 ? null : 'Waiting time',
    },
  });
  expect(job.ok()).toBe(true);
  return seeded;
}

async function search(page: Page, type: string, value: string): Promise<void> {
  await page.getByLabel('Search by').selectOption({ label: type });
  await page.getByLabel('Search value').fill(value);
  const answer = page.waitForResponse((r) => r.url().includes('job-search.php'));
  await page.getByLabel('Search value').press('Enter');
  expect((await answer).ok()).toBe(true);
}

test.describe('job search', () => {
  // Eight searches on a shared, busy server.
  test.describe.configure({ timeout: 120_000 });

  test('finds the seeded job by each type', async ({ page }) => {
    await signIn(page, ADMIN);
    const job = await seedJob(page);
    await page.goto('/job-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Job Search' })).toBeVisible();

    const cases: [string, string][] = [
      ['Job No', job.jobNumber],
      ['Container', job.container.toLowerCase()],
      ['Customer', job.customer.toUpperCase()],
      ['Description', job.description.slice(7)],
      ['Care Of', job.careOf],
      ['Truck', 'BH-11873'],
      ['Driver', 'suresh nair'],
      ['Date', dayFirst(job.date)],
    ];
    const table = page.getByRole('table');
    for (const [type, value] of cases) {
      await search(page, type, value);
      const row = table.getByRole('row').filter({ hasText: job.description });
      await expect(row, `search by ${type}`).toHaveCount(1);
      await expect(row).toContainText(dayFirst(job.date));
      await expect(row).toContainText(job.jobNumber);
      await expect(row).toContainText(job.container);
      await expect(row).toContainText(job.customer);
      await expect(row).toContainText(job.careOf);
      await expect(row).toContainText('BH-11873');
      await expect(row).toContainText('Suresh Nair');
      await expect(row).toContainText('BD 12.345');
      await expect(row).toContainText('BD 3.000');
      await expect(row).toContainText('Waiting time');
    }
    for (const header of [
      'Date',
      'Job No',
      'Container',
      'Description',
      'Customer',
      'Care Of',
      'Truck',
      'Driver',
      'Charge',
      'Extra Amount',
      'Extra Description',
    ]) {
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
  });

  test('pages many results, one line per job, with no amount where a job has no extra', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, ADMIN);
    const job = await seedJob(page, todayInBahrain(), 0);
    await page.goto('/job-search');
    // A truck's year of demo work: far more jobs than one page.
    await search(page, 'Truck', 'BH-11873');

    const table = page.getByRole('table');
    await expect(table.locator('caption')).toContainText(/\d+ jobs found · showing 1–25/);
    await expect(table.locator('tbody tr')).toHaveCount(25);
    const found = Number(/(\d+) jobs found/.exec(await table.locator('caption').innerText())![1]);
    expect(found).toBeGreaterThan(50);

    // One line each: no row is taller than the first, single-line one.
    const heights = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.clientHeight));
    const lineHeight = await table
      .locator('tbody tr')
      .first()
      .locator('td')
      .first()
      .evaluate((cell) => parseFloat(getComputedStyle(cell).lineHeight));
    expect(Math.max(...heights)).toBeLessThan(lineHeight * 2);

    // The seeded job (newest) has no extra: its Extra Amount cell is empty, not 'BD 0.000'.
    const seededRow = table.locator('tbody tr').filter({ hasText: job.description });
    await expect(seededRow.locator('td').nth(9)).toHaveText('');
    await expect(table).not.toContainText('BD 0.000');

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(table.locator('caption')).toContainText('showing 26–50');
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(table.locator('tbody tr')).toHaveCount(25);
  });

  test('a result opens its month in the job table, with the job named in the link', async ({ page }) => {
    await signIn(page, ADMIN);
    const date = midMonthBefore(todayInBahrain(), 5);
    const job = await seedJob(page, date);
    await page.goto('/job-search');
    await search(page, 'Job No', job.jobNumber);
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: job.description });
    await expect(row).toHaveCount(1);
    const link = row.getByRole('link', { name: `${job.jobNumber}: open in the job table` });
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/job-table\\?month=${date.slice(0, 7)}&job=\\d+$`));

    // A click anywhere on the row goes there.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
    });
    await row.getByText(job.customer).click();
    await expect(page.getByRole('grid', { name: 'Jobs' })).toBeVisible({ timeout: 20_000 });
    const months = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    await expect(page.getByRole('textbox', { name: 'Month' })).toHaveValue(
      months.format(new Date(`${date}T00:00:00Z`)),
    );
    expect(visited).toContain(href);
  });

  test('asks for a value and says when nothing matches', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/job-search');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Please enter a search value')).toBeVisible();

    await search(page, 'Description', `no such job ${Date.now()}`);
    await expect(page.getByText('No jobs found matching your search criteria')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('has no serious accessibility problems', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await signIn(page, ADMIN);
    const job = await seedJob(page);
    await page.goto('/job-search');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Please enter a search value')).toBeVisible();
    expect(await seriousViolations(page, WCAG_AA_TAGS)).toEqual([]);
    await search(page, 'Job No', job.jobNumber);
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page, WCAG_AA_TAGS)).toEqual([]);
    await context.close();
  });
});
