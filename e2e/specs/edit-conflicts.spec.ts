import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './axe-checks';
import { ADMIN } from './demo-logins';
import { invoiceThroughApi, line } from './invoice-helpers';
import { lookups, notification } from './job-table-helpers';
import { signIn } from './sign-in-helpers';

/** Two people at two browsers, each signed in on a session of their own. */
async function twoPeople(browser: Browser): Promise<[Page, Page]> {
  const [a, b] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [pageA, pageB] = await Promise.all([a.newPage(), b.newPage()]);
  await signIn(pageA, ADMIN);
  await signIn(pageB, ADMIN);
  return [pageA, pageB];
}

/** Both open the invoice and press Edit: both edits start from the same version. */
async function bothEditInvoice(pages: Page[], number: number) {
  for (const page of pages) {
    await page.goto(`/invoice/${number}`);
    await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${number}` })).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
  }
}

const unitOf = (page: Page, n: number) =>
  page.getByRole('table', { name: 'Lines' }).getByRole('textbox', { name: `Unit Amount (BD), line ${n}` });

async function saveInvoice(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/** Two people open a new invoice and press Edit; the second changes line n's price and saves first. */
async function theyRepriceFirst(browser: Browser, n: number, price: string) {
  const [mine, theirs] = await twoPeople(browser);
  const number = await storageAndDiesel(mine);
  await bothEditInvoice([mine, theirs], number);
  await unitOf(theirs, n).fill(price);
  await saveInvoice(theirs);
  await expect(notification(theirs, 'Invoice updated successfully')).toBeVisible();
  return [mine, theirs] as const;
}

/** An invoice of a storage line at 10.000 and a diesel line (named in Arabic) at 12.500. */
async function storageAndDiesel(page: Page) {
  return invoiceThroughApi(page, `MERGE-${Date.now()}`, [
    line(25, 'Storage', 1, 10, 0, 'cr'),
    line(25, 'ديزل', 1, 12.5, 0, 'cr'),
  ]);
}

test.describe('a stale save merges', () => {
  test.describe.configure({ timeout: 120_000 });

  test("Keep mine keeps my line 1 and their line 2's price (INV-ARG-5)", async ({ browser }, testInfo) => {
    // B changes only line 2's price and saves first.
    const [mine, theirs] = await theyRepriceFirst(browser, 2, '15.000');

    // A changes only line 1's price: nothing both changed; their price is shown as taken.
    await unitOf(mine, 1).fill('11.000');
    await saveInvoice(mine);
    const dialog = mine.getByRole('dialog', { name: 'This invoice was changed meanwhile' });
    await expect(dialog.getByText(/None of their changes touch yours/)).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Changed by both' })).toHaveCount(0);
    const taken = dialog.getByRole('table', { name: 'Taken from theirs' }).getByRole('row');
    await expect(taken).toHaveText(['FieldWasNow', 'Line 2 · Unit Amount12.50015.000']);
    expect(await seriousViolations(mine)).toEqual([]);
    await mine.screenshot({ path: testInfo.outputPath('merged-invoice.png') });
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect(notification(mine, 'Invoice updated successfully')).toBeVisible();

    for (const page of [mine, theirs]) {
      await page.reload();
      const lines = page.getByRole('table', { name: 'Lines' });
      await expect(lines.getByRole('row', { name: 'Line 1' })).toContainText('11.000');
      await expect(lines.getByRole('row', { name: 'Line 2' })).toContainText('15.000');
      await expect(lines.locator('tfoot')).toContainText('BD 26.000');
    }
  });

  test('where both changed the same price, each value is shown and the one chosen is saved', async ({
    browser,
  }, testInfo) => {
    const [mine] = await theyRepriceFirst(browser, 1, '13.000');

    // A changes the same price and line 2's description: the price is theirs or mine, the description mine.
    await unitOf(mine, 1).fill('11.000');
    await mine.getByRole('textbox', { name: 'Description, line 2' }).fill('ديزل 40.000 × 1');
    await saveInvoice(mine);
    const dialog = mine.getByRole('dialog', { name: 'This invoice was changed meanwhile' });
    const both = dialog.getByRole('table', { name: 'Changed by both' }).getByRole('row');
    await expect(both).toHaveText(['FieldTheirsYoursKeep', 'Line 1 · Unit Amount13.00011.000MineTheirs']);
    const keep = dialog.getByRole('radiogroup', { name: 'Keep for Line 1 · Unit Amount' });
    await expect(keep.getByRole('radio', { name: 'Mine' })).toBeChecked();
    await keep.getByRole('radio', { name: 'Theirs' }).check();
    await expect(dialog.getByRole('table', { name: 'Taken from theirs' })).toHaveCount(0);
    await mine.screenshot({ path: testInfo.outputPath('both-changed.png') });
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect(notification(mine, 'Invoice updated successfully')).toBeVisible();

    await mine.reload();
    const lines = mine.getByRole('table', { name: 'Lines' });
    await expect(lines.getByRole('row', { name: 'Line 1' })).toContainText('13.000');
    await expect(lines.getByRole('row', { name: 'Line 2' })).toContainText('ديزل 40.000 × 1');
    await expect(lines.getByRole('row', { name: 'Line 2' })).toContainText('12.500');
    await expect(lines.locator('tfoot')).toContainText('BD 25.500');
  });

  test('both prices are shown to the fil, however they were typed', async ({ browser }) => {
    const [mine] = await theyRepriceFirst(browser, 1, '20');
    await unitOf(mine, 1).fill('25');
    await saveInvoice(mine);
    const dialog = mine.getByRole('dialog', { name: 'This invoice was changed meanwhile' });
    const both = dialog.getByRole('table', { name: 'Changed by both' }).getByRole('row');
    await expect(both).toHaveText(['FieldTheirsYoursKeep', 'Line 1 · Unit Amount20.00025.000MineTheirs']);
  });

  test('a purchase merges the same way: my item 1, their item 2', async ({ browser }) => {
    const [mine, theirs] = await twoPeople(browser);
    const { customers } = await lookups(mine.request);
    const made = await mine.request.post('/api/transportation/vouchers/purchase_generate', {
      data: {
        supplier_id: customers.at(-2)!.id,
        date: '2026-11-02',
        reference: `MERGE-${Date.now()}`,
        narration: 'Fuel and tyres',
        items: [
          { account_id: 29, qty: 1, amount: 100, vat_percentage: 0, cr_dr: 'dr', description: 'Diesel' },
          { account_id: 29, qty: 1, amount: 40, vat_percentage: 0, cr_dr: 'dr', description: 'Tyres' },
        ],
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const number = (await made.json()).purchase_number as number;
    for (const page of [mine, theirs]) {
      await page.goto(`/purchase/${number}`);
      await expect(page.getByRole('heading', { level: 1, name: `PV-ARG-${number}` })).toBeVisible();
      await page.getByRole('button', { name: 'Edit' }).click();
    }
    const item = (page: Page, n: number) => page.getByRole('region', { name: `Item ${n}` });

    await item(theirs, 2).getByRole('textbox', { name: 'Unit Amount (BD)' }).fill('45');
    await theirs.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notification(theirs, 'Purchase updated successfully')).toBeVisible();

    await item(mine, 1).getByRole('textbox', { name: 'Quantity' }).fill('2');
    await mine.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = mine.getByRole('dialog', { name: 'This purchase was changed meanwhile' });
    await expect(dialog.getByRole('table', { name: 'Taken from theirs' }).getByRole('row')).toHaveText([
      'FieldWasNow',
      'Item 2 · Unit Amount40.00045.000',
    ]);
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect(notification(mine, 'Purchase updated successfully')).toBeVisible();

    await mine.reload();
    await expect(item(mine, 1).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await expect(item(mine, 2).getByRole('textbox', { name: 'Unit Amount (BD)' })).toHaveValue('45.000');
    await expect(mine.getByLabel('Grand Total')).toHaveText('BD 245.000');
  });
});
