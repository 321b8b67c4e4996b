import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './demo-logins';
import { signIn } from './sign-in-helpers';
import { download, downloadText, downloadWorkbook } from './downloads';

/*
 * Add Expense, Expense Records and Edit Expense as a clerk uses them. Seeded data goes into months of
 * the previous and next year that no other spec touches, and every description carries this run's tag.
 */
const RUN = `e2e${Date.now().toString(36)}`;
// Seeding through the API and signing in (argon2) take a while on a busy CI machine.
test.describe.configure({ timeout: 90_000 });
const API = '/api/transportation';

interface Lookups {
  charges: { id: number; name: string }[];
  drivers: { id: number; name: string; truck_id: number | null }[];
}

interface SeedRow {
  date: string;
  charge: string;
  amount: number;
  description: string;
  status?: 'paid' | 'pending' | 'requested';
  driver?: string;
  due_date?: string;
}

async function lookups(page: Page): Promise<Lookups> {
  const response = await page.request.get(`${API}/expense_data.php`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Lookups;
}

/** Adds expenses through the API with the signed-in page's session; answers their ids. */
async function seed(page: Page, rows: readonly SeedRow[]): Promise<number[]> {
  const { charges, drivers } = await lookups(page);
  const ids: number[] = [];
  for (const row of rows) {
    const driver = row.driver === undefined ? undefined : drivers.find((d) => d.name === row.driver)!;
    const response = await page.request.post(`${API}/expense_insert.php`, {
      data: {
        date: row.date,
        charge: row.charge,
        charge_id: charges.find((c) => c.name === row.charge)!.id,
        amount: row.amount,
        description: row.description,
        type: driver === undefined ? 'general' : 'driver_truck',
        driver_id: driver?.id ?? null,
        truck_id: driver?.truck_id ?? null,
        due_date: row.due_date ?? null,
        status: row.status ?? 'pending',
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    ids.push(((await response.json()) as { id: number }).id);
  }
  return ids;
}

async function monthList(page: Page, month: string) {
  const response = await page.request.post(`${API}/expenses.php`, { data: { month } });
  return ((await response.json()) as { expenses: Record<string, unknown>[] }).expenses;
}

/** Twelve expenses on 1-12 Feb 2025: amount day × 2.25, statuses in turn, even days for Abdul Rahman. */
const STATUSES = ['pending', 'requested', 'paid'] as const;
function twelveOfFebruary(): SeedRow[] {
  return Array.from({ length: 12 }, (_, index) => {
    const day = index + 1;
    return {
      date: `2025-02-${String(day).padStart(2, '0')}`,
      charge: day % 4 === 0 ? 'Tyre Replacement' : 'Diesel',
      amount: day * 2.25,
      description: `${RUN} February ${day}`,
      status: STATUSES[(day - 1) % 3],
      driver: day % 2 === 0 ? 'Abdul Rahman' : undefined,
      due_date: day === 1 ? '2025-02-20' : undefined,
    };
  });
}

async function chooseMonth(page: Page, label: string) {
  await page.getByRole('textbox', { name: 'Month' }).click();
  await page.getByRole('option', { name: label }).click();
}

async function chooseFilter(page: Page, name: 'Status' | 'Type', option: string) {
  await page.getByRole('textbox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function pickSuggestion(page: Page, label: string, typed: string, option: string) {
  await page.getByRole('textbox', { name: label }).fill(typed);
  // A driver's option also shows their truck number.
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
}

const table = (page: Page) => page.getByRole('table', { name: 'Expenses' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const card = (page: Page, name: string) => page.getByRole('listitem', { name: new RegExp(`^${name}:`) });

async function searchFor(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, ADMIN);
});

test.describe('Add Expense', () => {
  test('adds a general expense and starts a fresh form', async ({ page }) => {
    await page.goto('/expense-entry');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Expense' })).toBeVisible();
    const today = await page.getByRole('textbox', { name: 'Date', exact: true }).inputValue();
    expect(today).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    await page.getByRole('textbox', { name: 'Date', exact: true }).fill('10/03/2027');
    await page.keyboard.press('Tab');
    await pickSuggestion(page, 'Charge', 'dies', 'Diesel');
    await page.getByRole('textbox', { name: 'Amount' }).fill('12.5');
    await page.getByRole('textbox', { name: 'Description' }).fill(`${RUN} general`);
    await page.getByRole('textbox', { name: 'Reference' }).fill('INV-2027');
    await page.getByRole('button', { name: 'Add Expense' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Expense added successfully' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(today);
    await expect(page.getByRole('radio', { name: 'General' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Pending' })).toBeChecked();

    const added = (await monthList(page, '2027-03')).find((row) => row.description === `${RUN} general`);
    expect(added).toMatchObject({ charge_name: 'Diesel', amount: 12.5, type: 'general', reference: 'INV-2027' });
  });

  test('adds a driver_truck expense; the driver fills the truck', async ({ page }) => {
    await page.goto('/expense-entry');
    await page.getByRole('textbox', { name: 'Date', exact: true }).fill('11/03/2027');
    await page.keyboard.press('Tab');
    await pickSuggestion(page, 'Charge', 'driver sal', 'Driver Salary');
    await page.getByRole('textbox', { name: 'Amount' }).fill('350');
    await page.getByRole('textbox', { name: 'Description' }).fill(`${RUN} driver truck`);
    await expect(page.getByRole('textbox', { name: 'Driver' })).toHaveCount(0);
    await page.getByText('Driver / Truck', { exact: true }).click();
    await pickSuggestion(page, 'Driver', 'abdul', 'Abdul Rahman');
    await expect(page.getByRole('textbox', { name: 'Truck' })).toHaveValue('BH-10452');
    await page.getByText('Paid', { exact: true }).click();
    await page.getByRole('button', { name: 'Add Expense' }).click();
    await expect(page.getByText('Expense added successfully')).toBeVisible();

    const added = (await monthList(page, '2027-03')).find((row) => row.description === `${RUN} driver truck`);
    expect(added).toMatchObject({
      charge_name: 'Driver Salary',
      amount: 350,
      type: 'driver_truck',
      driver_name: 'Abdul Rahman',
      truck_number: 'BH-10452',
      status: 'paid',
    });
  });

  test('shows each validation message and sends nothing until they are fixed', async ({ page }) => {
    let inserts = 0;
    page.on('request', (request) => {
      if (request.url().includes('expense_insert')) inserts += 1;
    });
    await page.goto('/expense-entry');
    await page.getByRole('button', { name: 'Add Expense' }).click();
    await expect(page.getByText('Please select a valid charge from the suggestions')).toBeVisible();
    await expect(page.getByText('Please enter a valid amount greater than 0')).toBeVisible();
    await expect(page.getByText('Description is required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Charge' })).toBeFocused();

    // A typed charge is not a chosen one; a zero amount is not above 0.
    await page.getByRole('textbox', { name: 'Charge' }).fill('Diesel');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Amount' }).fill('0');
    await page.getByRole('textbox', { name: 'Description' }).fill('   ');
    await page.getByRole('button', { name: 'Add Expense' }).click();
    await expect(page.getByText('Please select a valid charge from the suggestions')).toBeVisible();
    await expect(page.getByText('Please enter a valid amount greater than 0')).toBeVisible();
    await expect(page.getByText('Description is required')).toBeVisible();
    expect(inserts).toBe(0);

    // Fixing a field clears its message.
    await pickSuggestion(page, 'Charge', 'Dies', 'Diesel');
    await expect(page.getByText('Please select a valid charge from the suggestions')).toHaveCount(0);
  });
});

test.describe('Expense Records', () => {
  test('lists, searches, filters, sorts, pages and sums the month', async ({ page }) => {
    await seed(page, twelveOfFebruary());
    await page.goto('/expense-table');
    await chooseMonth(page, 'Feb 2025');
    await searchFor(page, RUN);

    await expect(bodyRows(page)).toHaveCount(10);
    await expect(bodyRows(page).first().locator('td').first()).toHaveText('12/02/2025');
    await expect(page.getByText('Showing 1–10 of 12 expenses')).toBeVisible();
    await expect(card(page, 'Total Amount')).toContainText('BD 175.500');
    await expect(card(page, 'Paid')).toContainText('4');
    await expect(card(page, 'Pending')).toContainText('4');
    await expect(card(page, 'Driver / Truck')).toContainText('6');

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    const firstOfMonth = bodyRows(page).filter({ hasText: '01/02/2025' });
    await expect(firstOfMonth.getByText('Overdue')).toBeVisible();
    await expect(firstOfMonth).toContainText('20/02/2025');

    // Sorting starts again on page 1.
    await page.getByRole('button', { name: /^Amount/ }).click();
    await expect(bodyRows(page).first()).toContainText('BD 2.250');
    await page.getByRole('button', { name: /^Amount/ }).click();
    await expect(bodyRows(page).first()).toContainText('BD 27.000');
    await page.getByRole('button', { name: /^Charge/ }).click();
    await expect(bodyRows(page).first()).toContainText('Diesel');

    await chooseFilter(page, 'Status', 'Paid');
    await expect(bodyRows(page)).toHaveCount(4);
    await expect(card(page, 'Total Amount')).toContainText('BD 67.500');
    await expect(card(page, 'Pending')).toContainText('0');

    await chooseFilter(page, 'Status', 'All statuses');
    await chooseFilter(page, 'Type', 'Driver / Truck');
    await expect(card(page, 'Driver / Truck')).toContainText('6');
    await expect(card(page, 'Total Amount')).toContainText('BD 94.500');

    await chooseFilter(page, 'Type', 'All types');
    await searchFor(page, 'bh-10452');
    await expect(bodyRows(page)).toHaveCount(6);
    await searchFor(page, `${RUN} no such expense`);
    await expect(page.getByText('No expenses found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters')).toBeVisible();
  });

  test('shows first, last and current ±1 pages with ellipses', async ({ page }) => {
    await seed(
      page,
      Array.from({ length: 45 }, (_, index) => ({
        date: `2025-04-${String((index % 28) + 1).padStart(2, '0')}`,
        charge: 'Diesel',
        amount: 1,
        description: `${RUN} April ${index + 1}`,
      })),
    );
    await page.goto('/expense-table');
    await chooseMonth(page, 'Apr 2025');
    await searchFor(page, RUN);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages).toContainText('12…5');
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await pages.getByRole('button', { name: 'Page 3' }).click();
    await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(pages).not.toContainText('…');
    await pages.getByRole('button', { name: 'Page 5' }).click();
    await expect(pages).toContainText('1…45');
    await expect(bodyRows(page)).toHaveCount(5);
  });

  test('remembers the month after a reload and explains an empty month', async ({ page }) => {
    await page.goto('/expense-table');
    await chooseMonth(page, 'Dec 2027');
    await expect(page.getByText('No expenses recorded for this month')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Month' })).toHaveValue('Dec 2027');
    await expect(page.getByText('No expenses found')).toBeVisible();
  });

  test('exports the filtered list to CSV and Excel', async ({ page }) => {
    await seed(
      page,
      twelveOfFebruary().map((row) => ({ ...row, date: row.date.replace('2025-02', '2025-05') })),
    );
    await page.goto('/expense-table');
    await chooseMonth(page, 'May 2025');
    await searchFor(page, RUN);
    await chooseFilter(page, 'Status', 'Pending');
    await expect(bodyRows(page)).toHaveCount(4);
    const listedDates = await bodyRows(page).locator('td:first-child').allTextContents();

    await page.getByRole('button', { name: 'Export' }).click();
    const csvDownload = await download(page.getByRole('menuitem', { name: 'CSV (.csv)' }), 'expenses-2025-05.csv');
    const csvLines = (await downloadText(csvDownload))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csvLines).toHaveLength(5);
    // The screen shows dates day first; the file keeps them YYYY-MM-DD for spreadsheets and imports.
    expect(listedDates.every((date) => /^\d{2}\/05\/2025$/.test(date))).toBe(true);
    expect(csvLines.slice(1).map((line) => line.split(',')[0])).toEqual(
      listedDates.map((date) => date.split('/').reverse().join('-')),
    );
    expect(csvLines[1]).toContain(`${RUN} February 10`);
    // Amount before VAT, then its VAT: these expenses carry none.
    expect(csvLines[0]!.endsWith(',VAT (BD)')).toBe(true);
    expect(csvLines[1]!.endsWith(',Pending,22.500,0.000')).toBe(true);

    await page.getByRole('button', { name: 'Export' }).click();
    const workbook = await downloadWorkbook(
      await download(page.getByRole('menuitem', { name: 'Excel (.xlsx)' }), 'expenses-2025-05.xlsx'),
    );
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(6);
    const amounts = [2, 3, 4, 5].map((row) => sheet.getRow(row).getCell(12).value);
    expect(amounts).toEqual([22.5, 15.75, 9, 2.25]);
    expect(sheet.getRow(2).getCell(12).numFmt).toContain('0.000');
    expect(sheet.getRow(1).getCell(13).value).toBe('VAT (BD)');
    expect([2, 3, 4, 5].map((row) => sheet.getRow(row).getCell(13).value)).toEqual([0, 0, 0, 0]);
    expect(sheet.getRow(6).getCell(1).value).toBe('Total');
    expect(sheet.getRow(6).getCell(12).value).toMatchObject({ result: 49.5 });
  });
});

test.describe('Edit Expense', () => {
  test('opens from the records, sets the description from the charge, saves and returns', async ({ page }) => {
    await seed(page, [{ date: '2025-03-14', charge: 'Diesel', amount: 40, description: `${RUN} to edit` }]);
    await page.goto('/expense-table');
    await chooseMonth(page, 'Mar 2025');
    await searchFor(page, RUN);
    await bodyRows(page)
      .getByRole('link', { name: /^Edit expense/ })
      .click();

    await expect(page).toHaveURL(/\/expense-edit\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(`${RUN} to edit`);
    await page.getByRole('textbox', { name: 'Charge' }).fill('Tyre');
    await page.getByRole('option', { name: 'Tyre Replacement' }).click();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Tyre Replacement');
    await page.getByRole('textbox', { name: 'Description' }).fill(`${RUN} edited`);
    await page.getByRole('textbox', { name: 'Amount' }).fill('99.5');
    await page.getByRole('button', { name: 'Update Expense' }).click();

    await expect(page.getByText('Expense updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/expense-table$/, { timeout: 5000 });
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText('Tyre Replacement');
    await expect(bodyRows(page).first()).toContainText('BD 99.500');
  });

  test('shows the stored amount with its 3 decimals and the date day first', async ({ page }) => {
    const [id] = await seed(page, [
      { date: '2025-03-07', charge: 'Diesel', amount: 377.1, description: `${RUN} fils` },
    ]);
    await page.goto(`/expense-edit/${id}`);
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(`${RUN} fils`);
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('377.100');
    await expect(page.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue('07/03/2025');

    // Typed as a clerk types: the amount keeps 3 decimals, the date day first.
    await page.getByRole('textbox', { name: 'Amount' }).fill('1250.5');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('1,250.500');
    await page.getByRole('textbox', { name: 'Date', exact: true }).fill('8/3/2025');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue('08/03/2025');
    await page.getByRole('textbox', { name: 'Due date' }).fill('31/03/2025');
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Update Expense' }).click();
    await expect(page.getByText('Expense updated successfully!')).toBeVisible();

    const saved = (await monthList(page, '2025-03')).find((row) => row.description === `${RUN} fils`);
    expect(saved).toMatchObject({ date: '2025-03-08', amount: 1250.5, due_date: '2025-03-31' });
    await page.goto(`/expense-edit/${id}`);
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('1,250.500');
    await expect(page.getByRole('textbox', { name: 'Due date' })).toHaveValue('31/03/2025');
  });

  test('an expense that does not exist says so and leads back to Expense Records', async ({ page }) => {
    await page.goto('/expense-edit/987654321');
    await expect(page.getByRole('alert')).toContainText('Expense not found');
    await page.getByRole('link', { name: 'Back to Expense Records' }).click();
    await expect(page).toHaveURL(/\/expense-table$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Expense Records' })).toBeVisible();
  });

  test('keeps the user’s edits and the other clerk’s when someone else saved first', async ({ page }) => {
    const [id] = await seed(page, [{ date: '2025-03-20', charge: 'Diesel', amount: 5, description: `${RUN} race` }]);
    await page.goto(`/expense-edit/${id}`);
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(`${RUN} race`);

    const { charges } = await lookups(page);
    const other = await page.request.post(`${API}/expense-edit`, {
      data: {
        id,
        version: 1,
        date: '2025-03-20',
        charge_id: charges.find((c) => c.name === 'Diesel')!.id,
        amount: 6,
        description: `${RUN} race, other clerk`,
        type: 'general',
        status: 'pending',
      },
    });
    expect(other.ok()).toBe(true);

    await page.getByRole('textbox', { name: 'Description' }).fill(`${RUN} race, mine`);
    await page.getByRole('button', { name: 'Update Expense' }).click();
    const conflict = page.getByRole('dialog', { name: 'This expense was changed meanwhile' });
    await expect(conflict).toContainText('This expense was changed by someone else');
    // Both changed the description: both shown, mine chosen. Only they changed the amount: theirs taken.
    const both = conflict.getByRole('table', { name: 'Changed by both' }).getByRole('row');
    await expect(both).toHaveText([
      'FieldTheirsYoursKeep',
      `Description${RUN} race, other clerk${RUN} race, mineMineTheirs`,
    ]);
    const taken = conflict.getByRole('table', { name: 'Taken from theirs' });
    await expect(taken.getByRole('row').filter({ hasText: 'Amount' })).toHaveText('Amount5.0006.000');
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(`${RUN} race, mine`);

    // Keep mine: the next save goes over the other clerk's version with my description and their amount.
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('6.000');
    await page.getByRole('button', { name: 'Update Expense' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Expense updated successfully!' })).toBeVisible();
    await page.goto(`/expense-edit/${id}`);
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(`${RUN} race, mine`);
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('6.000');
  });
});
