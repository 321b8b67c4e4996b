import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, SUPERVISOR } from './demo-logins';
import { signIn } from './sign-in-helpers';

/*
 * Master data administration (beyond the spec): create, edit, duplicate refused, deactivate — and
 * a deactivated record leaves the job-entry and expense type-aheads but shows with 'Show inactive'.
 * Every record carries this run's tag so runs never collide.
 */
const RUN = Date.now().toString(36).toUpperCase();
const API = '/api/transportation';

interface Named {
  id: number;
  name?: string;
  number?: string;
}

async function jobEntryLists(page: Page): Promise<{ customers: Named[]; trucks: Named[]; drivers: Named[] }> {
  const response = await page.request.get(`${API}/jobentry_data.php`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { customers: Named[]; trucks: Named[]; drivers: Named[] } }).data;
}

async function expenseCharges(page: Page): Promise<Named[]> {
  const response = await page.request.get(`${API}/expense_data.php`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { charges: Named[] }).charges;
}

async function openList(page: Page, title: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: title, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
}

function row(page: Page, text: string): Locator {
  return page.getByRole('table').getByRole('row').filter({ hasText: text });
}

/** Opens the form, lets `fill` fill it, saves, and waits for the modal to close. */
async function saveForm(page: Page, title: string, save: string, fill: (dialog: Locator) => Promise<void>) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByRole('button', { name: save }).click();
  await expect(dialog).toBeHidden();
}

/** Presses Add <noun>, lets `fill` fill the new record's form, saves, and waits for the modal to close. */
async function addRecord(page: Page, noun: string, fill: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: `Add ${noun}` }).click();
  await saveForm(page, `Add ${noun}`, `Save ${noun}`, fill);
}

/** Picks an entry of a Mantine select by typing part of it and clicking the option. */
async function choose(page: Page, dialog: Locator, label: string, typed: string, option: string | RegExp) {
  const input = dialog.getByRole('textbox', { name: label });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).click();
  await expect(input).not.toHaveValue('');
}

async function deactivate(page: Page, noun: string, name: string): Promise<void> {
  await page.getByRole('button', { name: `Deactivate ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${noun}?` });
  await expect(dialog).toContainText('jobs that already use it keep it');
  await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function showInactive(page: Page, name: string): Promise<void> {
  await expect(row(page, name)).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show inactive' }).check({ force: true });
  await expect(row(page, name)).toContainText('Inactive');
}

// Each flow is a dozen steps through modals; give them room on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('master data as Admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('a truck: create, edit, duplicate refused, deactivate', async ({ page }) => {
    const first = `E2E-${RUN}`;
    const renamed = `E2E-${RUN}-B`;
    await openList(page, 'Trucks');
    await expect(page.getByRole('columnheader', { name: 'Truck number' })).toBeVisible();

    await addRecord(page, 'truck', (dialog) =>
      dialog.getByRole('textbox', { name: 'Truck number' }).fill(first.toLowerCase()),
    );
    await search(page, RUN);
    await expect(row(page, first)).toContainText('Active');

    await page.getByRole('button', { name: `Edit ${first}`, exact: true }).click();
    await saveForm(page, 'Edit truck', 'Save truck', async (dialog) => {
      await expect(dialog.getByRole('textbox', { name: 'Truck number' })).toHaveValue(first);
      await dialog.getByRole('textbox', { name: 'Truck number' }).fill(renamed);
    });
    await expect(row(page, renamed)).toBeVisible();

    await page.getByRole('button', { name: 'Add truck' }).click();
    const duplicate = page.getByRole('dialog', { name: 'Add truck' });
    await duplicate.getByRole('textbox', { name: 'Truck number' }).fill(renamed.toLowerCase());
    await duplicate.getByRole('button', { name: 'Save truck' }).click();
    await expect(duplicate.getByRole('alert')).toHaveText(`Truck ${renamed} already exists`);
    await duplicate.getByRole('button', { name: 'Cancel' }).click();
    await expect(duplicate).toBeHidden();

    const id = (await jobEntryLists(page)).trucks.find((truck) => truck.number === renamed)?.id;
    expect(id).toBeDefined();
    await deactivate(page, 'truck', renamed);
    expect((await jobEntryLists(page)).trucks.some((truck) => truck.id === id)).toBe(false);
    await showInactive(page, renamed);
    await expect(page.getByRole('button', { name: `Reactivate ${renamed}`, exact: true })).toBeVisible();
  });

  test('the chart of accounts: add with a code and a type, re-code and rename, and a fixed account keeps its type and side', async ({
    page,
  }) => {
    const name = `E2E Tolls ${RUN}`;
    const code = `58-${RUN}`;
    await openList(page, 'Chart of Accounts');
    await addRecord(page, 'account', async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Code' }).fill('5100');
      await dialog.getByRole('textbox', { name: 'Account name' }).fill(name);
      await dialog.getByRole('textbox', { name: 'Description' }).fill('Causeway tolls');
      await expect(dialog.getByRole('textbox', { name: 'Type' })).toHaveValue('Expense');
      // Fuel Expense has 5100: the server says so and nothing is saved.
      await dialog.getByRole('button', { name: 'Save account' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Another account already has code 5100');
      await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
    });
    await search(page, RUN);
    await expect(row(page, name)).toContainText(code);
    await expect(row(page, name)).toContainText('Expense');
    await expect(row(page, name)).toContainText('DR');

    await page.getByRole('button', { name: `Edit ${code} · ${name}`, exact: true }).click();
    await saveForm(page, 'Edit account', 'Save account', async (dialog) => {
      await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveValue(code);
      await dialog.getByRole('textbox', { name: 'Code' }).fill(`${code}-1`);
      await dialog.getByRole('textbox', { name: 'Account name' }).fill(`${name} (Causeway)`);
    });
    await page.reload();
    await search(page, RUN);
    await expect(row(page, `${name} (Causeway)`)).toContainText(`${code}-1`);

    // Accounts Payable is used by the posting rules: its type and side are shown, not offered.
    await search(page, 'Accounts Payable');
    await expect(row(page, 'Accounts Payable')).toContainText('Fixed');
    await expect(row(page, 'Accounts Payable')).toContainText('Liability');
    await page.getByRole('button', { name: /^Edit 2100 · Accounts Payable/ }).click();
    const fixed = page.getByRole('dialog', { name: 'Edit account' });
    await expect(fixed).toContainText('keeps its type and side and stays active');
    await expect(fixed.getByRole('textbox', { name: 'Type' })).toHaveValue('Liability');
    await expect(fixed.getByRole('textbox', { name: 'Type' })).toHaveAttribute('readonly', '');
    await fixed.getByRole('button', { name: 'Cancel' }).click();
  });

  test('a customer with every field and a VAT number', async ({ page }) => {
    const name = `E2E Customer ${RUN}`;
    await openList(page, 'Customers');
    await addRecord(page, 'customer', async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Customer name' }).fill(name);
      await dialog.getByRole('textbox', { name: 'CR name' }).fill(`${name} W.L.L.`);
      await dialog.getByRole('textbox', { name: 'Shop No' }).fill('12');
      await dialog.getByRole('textbox', { name: 'Building' }).fill('1450');
      await dialog.getByRole('textbox', { name: 'Road' }).fill('4330');
      await dialog.getByRole('textbox', { name: 'Block' }).fill('343');
      await dialog.getByRole('textbox', { name: 'City' }).fill('Manama');
      await dialog.getByRole('textbox', { name: 'Email' }).fill('accounts@e2e-customer.test');
      await dialog.getByRole('textbox', { name: 'Mobile' }).fill('+973 3600 1122');
      await dialog.getByRole('textbox', { name: 'VAT number' }).fill('200012345600002');
    });
    await search(page, RUN);
    await expect(row(page, name)).toContainText('Manama');
    await expect(row(page, name)).toContainText('200012345600002');

    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    await saveForm(page, 'Edit customer', 'Save customer', async (dialog) => {
      await expect(dialog.getByRole('textbox', { name: 'VAT number' })).toHaveValue('200012345600002');
      await dialog.getByRole('textbox', { name: 'City' }).fill('Muharraq');
    });
    await expect(row(page, name)).toContainText('Muharraq');

    await page.getByRole('button', { name: 'Add customer' }).click();
    const duplicate = page.getByRole('dialog', { name: 'Add customer' });
    await duplicate.getByRole('textbox', { name: 'Customer name' }).fill(name.toUpperCase());
    await duplicate.getByRole('button', { name: 'Save customer' }).click();
    await expect(duplicate.getByRole('alert')).toContainText('already exists');
    await duplicate.getByRole('button', { name: 'Cancel' }).click();

    expect((await jobEntryLists(page)).customers.some((customer) => customer.name === name)).toBe(true);
    await deactivate(page, 'customer', name);
    expect((await jobEntryLists(page)).customers.some((customer) => customer.name === name)).toBe(false);
    await showInactive(page, name);
  });

  test('a driver with a default truck', async ({ page }) => {
    const truck = `E2E-D${RUN}`;
    const name = `E2E Driver ${RUN}`;
    const made = await page.request.post(`${API}/truck_save`, { data: { number: truck } });
    expect(made.ok(), await made.text()).toBe(true);

    await openList(page, 'Drivers');
    await addRecord(page, 'driver', async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Driver name' }).fill(name);
      await choose(page, dialog, 'Default truck', truck, truck);
    });
    await search(page, RUN);
    await expect(row(page, name)).toContainText(truck);
    const listed = (await jobEntryLists(page)).drivers.find((driver) => driver.name === name) as
      (Named & { truck_number: string | null }) | undefined;
    expect(listed?.truck_number).toBe(truck);

    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    await saveForm(page, 'Edit driver', 'Save driver', async (dialog) => {
      await expect(dialog.getByRole('textbox', { name: 'Default truck' })).toHaveValue(truck);
      await dialog.getByRole('textbox', { name: 'Driver name' }).fill(`${name} Jr`);
    });
    await expect(row(page, `${name} Jr`)).toBeVisible();

    await deactivate(page, 'driver', `${name} Jr`);
    expect((await jobEntryLists(page)).drivers.some((driver) => driver.name === `${name} Jr`)).toBe(false);
    await showInactive(page, `${name} Jr`);
  });

  test('a charge under an account', async ({ page }) => {
    const name = `E2E Charge ${RUN}`;
    await openList(page, 'Charges');
    await page.getByRole('button', { name: 'Add charge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add charge' });
    await dialog.getByRole('textbox', { name: 'Charge name' }).fill(name);
    await dialog.getByRole('button', { name: 'Save charge' }).click();
    await expect(dialog.getByText('Account is required')).toBeVisible();
    // Petty Cash is a control account, kept by its own ledger: a charge is not offered it.
    await dialog.getByRole('textbox', { name: 'Account' }).fill('Petty');
    await expect(page.getByRole('option', { name: /Petty Cash/ })).toHaveCount(0);
    await saveForm(page, 'Add charge', 'Save charge', (d) => choose(page, d, 'Account', 'Rent', /Rent Expense/));
    await search(page, RUN);
    await expect(row(page, name)).toContainText('Rent Expense');
    expect((await expenseCharges(page)).some((charge) => charge.name === name)).toBe(true);

    await deactivate(page, 'charge', name);
    expect((await expenseCharges(page)).some((charge) => charge.name === name)).toBe(false);
    await showInactive(page, name);
  });
});

test('a Supervisor sees the master data without add, edit or deactivate', async ({ page }) => {
  await signIn(page, SUPERVISOR);
  for (const [title, noun] of [
    ['Customers', 'customer'],
    ['Drivers', 'driver'],
    ['Trucks', 'truck'],
    ['Charges', 'charge'],
  ] as const) {
    await openList(page, title);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: `Add ${noun}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Deactivate) / })).toHaveCount(0);
    await expect(page.getByText('only Admins and Managers can change them')).toBeVisible();
  }
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users', exact: true }),
  ).toHaveCount(0);
});
