import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe-checks';
import { lookups, notification } from './job-table-helpers';
import { test } from './sign-in-helpers';
import { uploadPdf } from './attachment-uploads';
import { changeStatus, expectManagerRefused, expectUnknownNumberPage, keepMineOverConflict } from './document-screens';

const PURCHASE_SCREENS = { noun: 'Purchase', screen: '/purchase-create', listCall: 'purchase_list' };

/** Two jobs that share one number (job numbers are not unique), told apart by their dates and containers. */
async function twinJobs(page: Page, jobNumber: string) {
  const { customers, drivers } = await lookups(page.request);
  const driver = drivers.find((candidate) => candidate.truck_id !== null)!;
  const job = (day: string, container: string) => ({
    isNew: true,
    date: `2026-10-${day}`,
    job: jobNumber,
    description: `Haulage ${container}`,
    customer_id: customers[0]!.id,
    taxi: 'no',
    driver_id: driver.id,
    truck_id: driver.truck_id,
    container,
    charge: 40,
  });
  const answer = await page.request.post('/api/transportation/job_bulk.php', {
    data: { month: '2026-10', jobs: [job('05', 'MSCU1111111'), job('19', 'MSCU2222222')] },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function chooseAccount(page: Page, item: number, typed: string, account: string) {
  await page.getByRole('textbox', { name: `Account, item ${item}` }).fill(typed);
  await page.getByRole('option', { name: account }).click();
}

test.describe('purchase vouchers', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the Admin records a purchase, corrects it, posts it, keeps its papers and finds it in the list', async ({
    adminPageWithCodes: page,
  }) => {
    const stamp = String(Date.now()).slice(-7);
    const jobNumber = `P${stamp.slice(-5)}`;
    const reference = `SUP-${stamp}`;
    await twinJobs(page, jobNumber);
    const { customers, trucks } = await lookups(page.request);
    const supplier = customers.at(-1)!;
    const truck = trucks[0]!;

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Purchases' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();
    await page.getByRole('link', { name: 'Create Purchase' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Purchase' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Party Name' }).fill(supplier.name);
    await page.getByRole('option', { name: supplier.name, exact: true }).click();
    await page.getByRole('textbox', { name: 'Narration' }).fill('Diesel and port fees, October');

    // Item 1: the account search needs three letters; choosing one fills the description.
    await page.getByRole('textbox', { name: 'Account, item 1' }).fill('Fu');
    await expect(page.getByText('Type at least 3 characters')).toBeVisible();
    await page.getByRole('textbox', { name: 'Account, item 1' }).fill('Zzz');
    await expect(page.getByText('No accounts found')).toBeVisible();
    await chooseAccount(page, 1, 'Fue', 'Fuel Expense');
    const first = page.getByRole('region', { name: 'Item 1' });
    await expect(first.getByRole('textbox', { name: 'Description' })).toHaveValue('Diesel and fuel for trucks');
    await first.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await first.getByRole('textbox', { name: 'Unit Amount (BD)' }).fill('10.005');
    await first.getByRole('textbox', { name: 'VAT %' }).click();
    await page.getByRole('option', { name: '10 %' }).click();
    // 2 × 10.005 = 20.010; VAT 2.001; total 22.011, worked out as the user types.
    await expect(first.getByLabel('Vatable Amount')).toHaveText('BD 20.010');
    await expect(first.getByLabel('VAT Amount')).toHaveText('BD 2.001');
    await expect(first.getByLabel('Total Amount')).toHaveText('BD 22.011');

    // Jobs: two letters at least; a number two jobs share is not guessed — the user picks by date and container.
    const jobs = first.getByRole('textbox', { name: 'Jobs, item 1' });
    await jobs.fill('P');
    await expect(page.getByText('Type at least 2 characters')).toBeVisible();
    await jobs.fill('Q-none');
    await expect(page.getByText('No jobs found')).toBeVisible();
    await jobs.fill(jobNumber);
    await expect(page.getByRole('option', { name: /2026-10-19 · MSCU2222222/ })).toBeVisible();
    await jobs.press('Enter');
    await expect(first.getByText(`Several jobs are numbered ${jobNumber}`)).toBeVisible();
    await page.getByRole('option', { name: /2026-10-19 · MSCU2222222/ }).click();
    await expect(first.getByText(jobNumber, { exact: true })).toBeVisible();
    await first.getByRole('textbox', { name: 'Truck' }).fill(truck.number);
    await page.getByRole('option', { name: truck.number, exact: true }).click();

    // Item 2: a credit item subtracts; it can be removed while there are two.
    await page.getByRole('button', { name: 'Add Account' }).click();
    await chooseAccount(page, 2, 'Por', 'Port & Customs Charges');
    const second = page.getByRole('region', { name: 'Item 2' });
    await second.getByRole('textbox', { name: 'Unit Amount (BD)' }).fill('5');
    await second.locator('label').filter({ hasText: /^CR$/ }).click();
    await expect(second.getByRole('radio', { name: 'CR' })).toBeChecked();
    await expect(second.getByLabel('Total Amount')).toHaveText('-BD 5.000');
    await expect(page.getByLabel('Grand Total')).toHaveText('BD 17.011');
    await expect(first.getByRole('button', { name: 'Remove item 1' })).toBeVisible();

    // The server names what is missing, under the field and above the button.
    await page.getByRole('button', { name: 'Generate Purchase' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Reference is required' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Reference', exact: true })).toHaveAccessibleDescription(
      'Reference is required',
    );
    await page.getByRole('textbox', { name: 'Reference', exact: true }).fill(reference);
    await page.getByRole('button', { name: 'Generate Purchase' }).click();
    await expect(page).toHaveURL(/\/purchase\/\d+$/);
    const number = Number(page.url().split('/').at(-1));
    await expect(page.getByRole('heading', { level: 1, name: `PV-ARG-${number}` })).toBeVisible();
    await expect(notification(page, `Purchase PV-ARG-${number} created`)).toBeVisible();

    // Read back after a reload: everything as entered, read-only until Edit.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Reference', exact: true })).toHaveValue(reference);
    await expect(page.getByRole('textbox', { name: 'Reference', exact: true })).toHaveAttribute('readonly');
    await expect(page.getByRole('textbox', { name: 'Party Name' })).toHaveValue(supplier.name);
    await expect(first.getByRole('textbox', { name: 'Account, item 1' })).toHaveValue('Fuel Expense');
    await expect(first.getByText(jobNumber, { exact: true })).toBeVisible();
    await expect(first.getByRole('textbox', { name: 'Truck' })).toHaveValue(truck.number);
    await expect(second.getByLabel('Total Amount')).toHaveText('-BD 5.000');
    await expect(page.getByLabel('Grand Total')).toHaveText('BD 17.011');
    expect(await seriousViolations(page)).toEqual([]);

    // Edit: the credit item's quantity doubles; Save Changes; the reload shows the stored figures.
    await page.getByRole('button', { name: 'Edit' }).click();
    await second.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await first.getByRole('button', { name: `Remove job ${jobNumber}` }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notification(page, 'Purchase updated successfully')).toBeVisible();
    await page.reload();
    await expect(second.getByLabel('Total Amount')).toHaveText('-BD 10.000');
    await expect(page.getByLabel('Grand Total')).toHaveText('BD 12.011');
    await expect(first.getByText(jobNumber, { exact: true })).toHaveCount(0);

    // Someone else saves while this screen edits: the stale save offers Keep mine / Take theirs.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Narration' }).fill('Diesel and port fees, corrected');
    const read = await (
      await page.request.get(`/api/transportation/vouchers/purchase_details?purchase_number=${number}`)
    ).json();
    const meanwhile = await page.request.post('/api/transportation/vouchers/purchase_update', {
      data: { ...read.purchase, narration: 'Changed elsewhere' },
    });
    expect(meanwhile.ok(), await meanwhile.text()).toBe(true);
    await keepMineOverConflict(page, 'purchase', 'Save Changes', 'Changed elsewhere');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Narration' })).toHaveValue('Diesel and port fees, corrected');

    // Attachments: add one, see it, delete it.
    await page.getByRole('button', { name: 'Attachments (0)' }).click();
    const papers = page.getByRole('dialog', { name: 'Purchase Attachments' });
    await uploadPdf(page, papers, 'Supplier invoice', 'supplier-invoice.pdf');
    await expect(papers.getByRole('cell', { name: 'Supplier invoice', exact: true })).toBeVisible();
    await papers.getByRole('button', { name: 'Delete Supplier invoice' }).click();
    await expect(notification(page, 'Attachment deleted successfully!')).toBeVisible();
    await expect(papers.getByText('No attachments yet.')).toBeVisible();
    await page.keyboard.press('Escape');

    // Created → Approved → Posted; a posted purchase offers no Edit, and the server refuses a forced save.
    await changeStatus(page, 'Approved');
    await changeStatus(page, 'Posted');
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    const details = await (
      await page.request.get(`/api/transportation/vouchers/purchase_details?purchase_number=${number}`)
    ).json();
    const forced = await page.request.post('/api/transportation/vouchers/purchase_update', {
      data: { ...details.purchase, reference: 'changed', items: details.purchase.items },
    });
    expect(forced.status()).toBe(409);
    expect((await forced.json()).message).toBe('A posted document cannot be edited');

    // The list finds it by its reference, Posted, with its total.
    await page.getByRole('link', { name: '← Back to purchases' }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill(reference);
    const rows = page.getByRole('table', { name: 'Purchases' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`PV-ARG-${number}`);
    await expect(rows.first()).toContainText('Posted');
    await expect(rows.first()).toContainText('12.011');
    await page.getByRole('textbox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Created' }).click();
    await expect(page.getByText('No purchases match these filters')).toBeVisible();
  });

  test('an unknown purchase number says so, with the way back to the list', async ({ page }) => {
    await expectUnknownNumberPage(page, PURCHASE_SCREENS);
  });

  test('a Manager can neither open the purchase screens nor call them', async ({ page }) => {
    await expectManagerRefused(page, PURCHASE_SCREENS);
  });
});
