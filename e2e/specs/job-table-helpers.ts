import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The job table flows' shared steps: seeding a month through the API, finding rows and cells. */

export interface Lookups {
  customers: { id: number; name: string }[];
  drivers: { id: number; name: string; truck_id: number | null; truck_number: string | null }[];
  trucks: { id: number; number: string }[];
}

export interface SeededJob {
  id: number;
  job: string;
  description: string;
}

export async function lookups(request: APIRequestContext): Promise<Lookups> {
  const answer = await request.get('/api/transportation/jobentry_data.php');
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data as Lookups;
}

/** Saves complete jobs in the month through the same bulk call the table uses. */
export async function seedJobs(page: Page, month: string, descriptions: string[]): Promise<SeededJob[]> {
  const { customers, drivers } = await lookups(page.request);
  // The last driver with a truck: the reports flow counts the first one's jobs.
  const driver = drivers.filter((candidate) => candidate.truck_id !== null).at(-1)!;
  const jobs = descriptions.map((description, index) => ({
    isNew: true,
    date: `${month}-${String(index + 1).padStart(2, '0')}`,
    job: `E${month.slice(5)}${index}`,
    description,
    customer_id: customers[0]!.id,
    taxi: 'no',
    driver_id: driver.id,
    truck_id: driver.truck_id,
    charge: 25.5,
  }));
  const answer = await page.request.post('/api/transportation/job_bulk.php', { data: { month, jobs } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).rows as SeededJob[];
}

export async function openTable(page: Page, month: string): Promise<Locator> {
  await page.goto(`/job-table?month=${month}`);
  const grid = page.getByRole('grid', { name: 'Jobs' });
  // The month's rows and lookups load first; on a busy CI machine that takes a while.
  await expect(grid).toBeVisible({ timeout: 20_000 });
  return grid;
}

export async function reloadTable(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Jobs' })).toBeVisible({ timeout: 20_000 });
}

export function jobRow(page: Page, id: number): Locator {
  return page.locator(`[role="row"][data-job-id="${id}"]`);
}

export function cell(row: Locator, column: string): Locator {
  return row.locator(`[role="gridcell"][data-column="${column}"]`);
}

/** Selects a cell and types into it as a user would: typing starts the edit, Enter commits. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await target.click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Rows not saved yet (a new row keeps its key once saved, so focus stays on it). */
export function newRows(page: Page): Locator {
  return page.locator('[role="row"][data-row-key^="new-"]:not([data-job-id])');
}

export function notification(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}
