import { expect as baseExpect, test, type Page } from '@playwright/test';
import { seriousViolations, WCAG_AA_TAGS } from './axe-checks';
import { ADMIN, MANAGER } from './demo-logins';
import { signIn } from './sign-in-helpers';
import { dayFirst, todayInBahrain } from './company-dates';

/** Other specs run against the same server at the same time; give a busy machine time. */
const expect = baseExpect.configure({ timeout: 15_000 });

const API = '/api/transportation';

/** A unique run stamp, so parallel specs on the same server never meet. */
function stamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();
}

/** ISO 6346 check digit of the first ten characters. */
function checkDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const char = firstTen[i]!;
    let value: number;
    if (/\d/.test(char)) value = Number(char);
    else {
      value = 10;
      for (let code = 65; code < char.charCodeAt(0); code += 1) {
        value += 1;
        if (value % 11 === 0) value += 1;
      }
    }
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

function uniqueContainer(): string {
  const letters = Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
  const serial = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  const firstTen = `${letters}U${serial}`;
  return `${firstTen}${checkDigit(firstTen)}`;
}

async function openJobEntry(page: Page): Promise<void> {
  await page.goto('/job-entry');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Entry' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
}

async function pick(page: Page, label: string, typed: string, option: string | RegExp): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

test.describe('job entry', () => {
  // Whole user flows on a shared, busy server.
  test.describe.configure({ timeout: 90_000 });

  test('creates a job with a new customer from the modal', async ({ page }) => {
    const customer = `E2E Customer ${stamp()}`;
    await signIn(page, MANAGER);
    await openJobEntry(page);

    await expect(page.getByLabel('Date')).toHaveValue(dayFirst(todayInBahrain()));
    await page.getByRole('textbox', { name: 'Description' }).fill('Deliver 40ft container to Sitra');
    await page.getByRole('textbox', { name: 'Customer', exact: true }).fill(customer);
    await page.getByRole('option', { name: 'Create New Customer' }).click();

    const dialog = page.getByRole('dialog', { name: 'Create New Customer' });
    const name = dialog.getByRole('textbox', { name: 'Customer Name' });
    await expect(name).toHaveValue(customer);
    await name.fill('   ');
    await expect(dialog.getByRole('button', { name: 'Create Customer' })).toBeDisabled();
    await name.fill(customer);
    await dialog.getByRole('button', { name: 'Create Customer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Customer created successfully!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Customer', exact: true })).toHaveValue(customer);
    await expect(page.getByText('Customer created successfully!')).toBeHidden({ timeout: 5_000 });

    await pick(page, 'Driver', 'abdul', /Abdul Rahman/);
    await expect(page.getByRole('textbox', { name: 'Truck Number' })).toHaveValue('BH-10452');
    await page.getByRole('textbox', { name: 'Charge Amount' }).fill('42.5');
    await page.getByRole('button', { name: 'Create Job' }).click();

    const banner = page.getByRole('status').filter({ hasText: 'Success!' });
    await expect(banner).toContainText(/Job created successfully! Job ID: \d+/);
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Customer', exact: true })).toHaveValue('');
    await expect(page.getByLabel('Date')).toHaveValue(dayFirst(todayInBahrain()));
    await expect(banner).toBeHidden({ timeout: 7_000 });
  });

  test('shows each required-field message', async ({ page }) => {
    await signIn(page, ADMIN);
    await openJobEntry(page);
    await page.getByRole('button', { name: 'Create Job' }).click();
    for (const message of [
      'Description is required',
      'Customer is required',
      'Driver is required',
      'Truck number is required',
      'Charge amount is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    await page.getByLabel('Date').fill('');
    await expect(page.getByRole('textbox', { name: 'Extra Amount Description' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Extra Amount', exact: true }).fill('5');
    await expect(page.getByRole('textbox', { name: 'Extra Amount Description' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Customer', exact: true }).fill('No Such Customer Ltd');
    await page.getByRole('textbox', { name: 'Driver', exact: true }).fill('Nobody');
    await page.getByRole('textbox', { name: 'Extra Amount Description' }).press('Enter');
    await expect(page.getByText('Date is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Extra description is required when extra amount is entered')).toBeVisible();
    await expect(page.getByText('Customer must be selected from the list')).toBeVisible();
    await expect(page.getByText('Driver must be selected from the list')).toBeVisible();
  });

  test('a loose container sends its reference instead of a container', async ({ page }) => {
    const reference = `BL-${stamp()}`;
    await signIn(page, ADMIN);
    await openJobEntry(page);

    await page.getByRole('textbox', { name: 'Container' }).fill('MSCU1234565');
    await page.getByRole('checkbox', { name: 'Lose Container' }).check();
    await expect(page.getByRole('textbox', { name: 'Container' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Description' }).fill('Loose cargo to warehouse');
    await pick(page, 'Customer', 'al noor', 'Al Noor Trading');
    await pick(page, 'Driver', 'suresh', /Suresh Nair/);
    await page.getByRole('textbox', { name: 'Charge Amount' }).fill('30');
    await page.getByRole('button', { name: 'Create Job' }).click();
    await expect(page.getByText('Reference is required for lose container')).toBeVisible();

    await page.getByRole('textbox', { name: 'Reference (BL/Ref)' }).fill(reference);
    const request = page.waitForRequest((r) => r.url().includes('job_insert.php'));
    await page.getByRole('button', { name: 'Create Job' }).click();
    expect((await request).postDataJSON()).toMatchObject({
      is_lose_container: 1,
      container: null,
      reference,
      truck_id: expect.any(Number),
    });
    await expect(page.getByText(/Job created successfully! Job ID: \d+/)).toBeVisible();
  });

  test('a taxi job takes a taxi name and charge instead of driver and truck', async ({ page }) => {
    await signIn(page, ADMIN);
    await openJobEntry(page);

    await page.getByRole('checkbox', { name: 'Taxi Job' }).check();
    await expect(page.getByRole('textbox', { name: 'Driver', exact: true })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Truck Number' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Description' }).fill('Crew transfer to Khalifa port');
    await pick(page, 'Customer', 'gulf', 'Gulf Freight Logistics');
    await page.getByRole('textbox', { name: 'Charge Amount' }).fill('15');
    await page.getByRole('button', { name: 'Create Job' }).click();
    await expect(page.getByText('Taxi name is required for taxi jobs')).toBeVisible();
    await expect(page.getByText('Driver is required')).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Taxi Name' }).fill('Salmaniya Taxi');
    await page.getByRole('textbox', { name: 'Taxi Charge' }).fill('6.5');
    const request = page.waitForRequest((r) => r.url().includes('job_insert.php'));
    await page.getByRole('textbox', { name: 'Taxi Charge' }).press('Enter');
    expect((await request).postDataJSON()).toMatchObject({
      is_taxi: 1,
      taxi_name: 'Salmaniya Taxi',
      taxi_charge: 6.5,
      driver_id: null,
      truck_id: null,
      charge: 15,
    });
    await expect(page.getByText(/Job created successfully! Job ID: \d+/)).toBeVisible();
  });

  test('warns about a wrong check digit and a container used in the last 30 days', async ({ page }) => {
    await signIn(page, ADMIN);
    const container = uniqueContainer();
    const jobNumber = stamp().slice(-6);
    const lookups = (await (await page.request.get(`${API}/jobentry_data.php`)).json()).data;
    const created = await page.request.post(`${API}/job_insert.php`, {
      data: {
        date: todayInBahrain(),
        container,
        is_lose_container: 0,
        description: 'Seeded for the container warning',
        job: jobNumber,
        customer_id: lookups.customers[0].id,
        is_taxi: 0,
        driver_id: lookups.drivers[0].id,
        truck_id: lookups.trucks[0].id,
        charge: 20,
        extra_amount: 0,
      },
    });
    expect(created.ok()).toBe(true);

    await openJobEntry(page);
    const box = page.getByRole('textbox', { name: 'Container' });
    await box.fill('CSQU3054384');
    await expect(page.getByText('Check digit looks wrong: expected 3')).toBeVisible();

    await box.fill(container.toLowerCase());
    await box.blur();
    await expect(
      page.getByText(`Container already used on job ${jobNumber} (${dayFirst(todayInBahrain())})`),
    ).toBeVisible();
    await expect(page.getByText(/Check digit looks wrong/)).toHaveCount(0);
  });

  test('works from the keyboard: Tab through fields, Enter picks entries and submits', async ({ page }) => {
    await signIn(page, ADMIN);
    await openJobEntry(page);

    // The date as a clerk types it: just the day, of the month on screen.
    const month = todayInBahrain().slice(0, 7);
    await page.getByLabel('Date').focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Date')).toHaveValue(dayFirst(`${month}-01`));
    await expect(page.getByRole('textbox', { name: 'Container' })).toBeFocused();
    await page.keyboard.press('Tab'); // Lose Container
    await page.keyboard.press('Tab'); // Job Reference
    await page.keyboard.press('Tab'); // Description
    await expect(page.getByRole('textbox', { name: 'Description' })).toBeFocused();
    await page.keyboard.type('Keyboard-only job');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Customer', exact: true })).toBeFocused();
    await page.keyboard.type('khalifa');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Customer', exact: true })).toHaveValue('Khalifa Port Services');
    await page.keyboard.press('Tab'); // Care Of
    await page.keyboard.press('Tab'); // Taxi Job
    await page.keyboard.press('Tab'); // Driver
    await page.keyboard.type('rahman');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Truck Number' })).toHaveValue('BH-10452');
    await page.keyboard.press('Tab'); // Truck Number
    await page.keyboard.press('Tab'); // Charge Amount
    await page.keyboard.type('25');
    await page.keyboard.press('Tab'); // Extra Amount
    const sent = page.waitForRequest('**/job_insert.php');
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({ date: `${month}-01`, description: 'Keyboard-only job' });
    await expect(page.getByText(/Job created successfully! Job ID: \d+/)).toBeVisible();
    await expect(page.getByLabel('Date')).toHaveValue(dayFirst(`${month}-01`));
  });

  test('has no serious accessibility problems, also with messages and warnings shown', async ({ page }) => {
    await signIn(page, ADMIN);
    await openJobEntry(page);
    expect(await seriousViolations(page, WCAG_AA_TAGS)).toEqual([]);
    await page.getByRole('textbox', { name: 'Container' }).fill('CSQU3054384');
    await page.getByRole('textbox', { name: 'Extra Amount', exact: true }).fill('5');
    await page.getByRole('button', { name: 'Create Job' }).click();
    await expect(page.getByText('Description is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Check digit looks wrong: expected 3')).toBeVisible();
    expect(await seriousViolations(page, WCAG_AA_TAGS)).toEqual([]);
    await page.getByRole('textbox', { name: 'Customer', exact: true }).fill('zz');
    await page.getByRole('option', { name: 'Create New Customer' }).click();
    await expect(page.getByRole('dialog', { name: 'Create New Customer' })).toBeVisible();
    expect(await seriousViolations(page, WCAG_AA_TAGS)).toEqual([]);
  });
});
