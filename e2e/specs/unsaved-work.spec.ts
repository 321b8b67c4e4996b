import { expect, type Locator, type Page } from '@playwright/test';
import { keepMineOverConflict } from './document-screens';
import { invoiceThroughApi, line } from './invoice-helpers';
import { lookups } from './job-table-helpers';
import { test } from './sign-in-helpers';

/** Every dialog the browser itself raised (a reload's 'Leave site?' is 'beforeunload'), each accepted. */
function browserDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.type());
    void dialog.accept();
  });
  return seen;
}

const sidebar = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

/** Reloads and waits for the page to be back (a busy machine's reload may take a while). */
async function reloadTo(page: Page, heading: string) {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

const draftOffer = (page: Page) => page.getByRole('status', { name: 'Unsaved draft' });

/** Leaving by the sidebar asks first: Stay keeps the form as it was, Leave goes. */
async function stayThenLeave(page: Page, form: string, link: string, kept: Locator, value: string) {
  await sidebar(page, link).click();
  const question = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(question).toContainText('Your changes are not saved.');
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${form}$`));
  await expect(kept).toHaveValue(value);
  await sidebar(page, link).click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

/** The kept draft is offered with when it was kept; Restore puts it back. */
async function restoreDraft(page: Page) {
  await expect(draftOffer(page)).toContainText(/Restore your unsaved draft from \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\?/);
  await draftOffer(page).getByRole('button', { name: 'Restore' }).click();
  await expect(draftOffer(page)).toHaveCount(0);
}

test.describe('work not yet saved', () => {
  test.describe.configure({ timeout: 120_000 });

  test('Create Purchase asks before leaving, keeps the draft through leaving and reloading, and forgets it once saved', async ({
    adminPage: page,
  }, testInfo) => {
    const dialogs = browserDialogs(page);
    const stamp = String(Date.now()).slice(-7);
    const reference = `DRAFT-${stamp}`;
    const { customers } = await lookups(page.request);
    const supplier = customers.at(-1)!;

    await sidebar(page, 'Purchases').click();
    await page.getByRole('link', { name: 'Create Purchase' }).click();
    const referenceBox = page.getByRole('textbox', { name: 'Reference', exact: true });
    const narration = page.getByRole('textbox', { name: 'Narration' });
    // Nothing typed yet: nothing to ask about.
    await sidebar(page, 'Dashboard').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Purchase' })).toBeVisible();
    await expect(draftOffer(page)).toHaveCount(0);

    await referenceBox.fill(reference);
    await narration.fill('Tyres, half typed');
    await sidebar(page, 'Dashboard').click();
    await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('leave-question.png') });
    await page.getByRole('dialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Stay' }).click();
    await stayThenLeave(page, '/purchase-create', 'Dashboard', referenceBox, reference);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Purchase' })).toBeVisible();
    await expect(referenceBox).toHaveValue('');
    await expect(draftOffer(page)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('draft-offer.png') });
    await restoreDraft(page);
    await expect(referenceBox).toHaveValue(reference);
    await expect(narration).toHaveValue('Tyres, half typed');

    // Reloading with the changes: the browser asks, and the draft is offered again afterwards.
    await narration.fill('Tyres, four of them');
    await reloadTo(page, 'Create Purchase');
    expect(dialogs).toEqual(['beforeunload']);
    await restoreDraft(page);
    await expect(referenceBox).toHaveValue(reference);
    await expect(narration).toHaveValue('Tyres, four of them');

    // Saved: it goes to the new purchase without asking, and the draft is gone.
    await page.getByRole('textbox', { name: 'Party Name' }).fill(supplier.name);
    await page.getByRole('option', { name: supplier.name, exact: true }).click();
    await page.getByRole('textbox', { name: 'Account, item 1' }).fill('Fue');
    await page.getByRole('option', { name: 'Fuel Expense' }).click();
    await page.getByRole('region', { name: 'Item 1' }).getByRole('textbox', { name: 'Unit Amount (BD)' }).fill('40');
    await page.getByRole('button', { name: 'Generate Purchase' }).click();
    await expect(page).toHaveURL(/\/purchase\/\d+$/);
    await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toHaveCount(0);
    await reloadTo(page, `PV-ARG-${page.url().split('/').at(-1)}`);
    await expect(page.getByRole('textbox', { name: 'Reference', exact: true })).toHaveValue(reference);
    await page.goto('/purchase-create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Purchase' })).toBeVisible();
    await expect(referenceBox).toHaveValue('');
    await expect(draftOffer(page)).toHaveCount(0);
    expect(dialogs).toEqual(['beforeunload']);
  });

  test("an invoice's lines keep their draft; restored after someone else's save, it meets the conflict dialog", async ({
    adminPage: page,
  }) => {
    const dialogs = browserDialogs(page);
    const number = await invoiceThroughApi(page, `DRAFT-${Date.now()}`, [line(25, 'Storage', 2, 10.005, 10, 'cr')]);
    await page.goto(`/invoice/${number}`);
    const lines = page.getByRole('table', { name: 'Lines' });
    const description = lines.getByRole('textbox', { name: 'Description, line 1' });
    await page.getByRole('button', { name: 'Edit' }).click();
    await description.fill('Storage, draft');
    await stayThenLeave(page, `/invoice/${number}`, 'Invoices', description, 'Storage, draft');

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${number}` })).toBeVisible();
    await restoreDraft(page);
    await expect(description).toHaveValue('Storage, draft');

    await reloadTo(page, `INV-ARG-${number}`);
    expect(dialogs).toEqual(['beforeunload']);
    await expect(draftOffer(page)).toBeVisible();

    // Someone else saves the invoice before the draft is restored: the draft still carries the version
    // it was read at, so its save is refused as stale and the user chooses. They also change the
    // quantity, which the draft never touched: Keep mine keeps it as they saved it.
    const read = (
      await (await page.request.get(`/api/transportation/vouchers/invoice_details?invoice_number=${number}`)).json()
    ).invoice;
    const meanwhile = await page.request.post('/api/transportation/vouchers/invoice_update', {
      data: {
        id: read.id,
        version: read.version,
        customer_id: read.customer_id,
        date: read.date,
        reference: read.reference,
        narration: 'Changed elsewhere',
        items: [{ ...line(25, 'Storage, elsewhere', 5, 10.005, 10, 'cr'), id: read.items[0].id }],
      },
    });
    expect(meanwhile.ok(), await meanwhile.text()).toBe(true);
    await restoreDraft(page);
    await expect(description).toHaveValue('Storage, draft');
    await keepMineOverConflict(page, 'invoice', 'Save', 'Storage, elsewhere');
    await reloadTo(page, `INV-ARG-${number}`);
    await expect(lines.getByRole('row', { name: 'Line 1' })).toContainText('Storage, draft');
    const saved = (
      await (await page.request.get(`/api/transportation/vouchers/invoice_details?invoice_number=${number}`)).json()
    ).invoice;
    expect(saved.items.map((item: { qty: number; description: string }) => [item.qty, item.description])).toEqual([
      [5, 'Storage, draft'],
    ]);
    await expect(draftOffer(page)).toHaveCount(0);
    expect(dialogs).toEqual(['beforeunload']);
  });

  test('Create Journal keeps its draft through a reload, and Discard forgets it', async ({ adminPage: page }) => {
    const dialogs = browserDialogs(page);
    await sidebar(page, 'Journals').click();
    await page.getByRole('link', { name: 'Create Journal' }).click();
    const reference = page.getByRole('textbox', { name: 'Reference' });
    const narration = page.getByRole('textbox', { name: 'Narration' });
    await reference.fill('JV-DRAFT');
    await narration.fill('Accrual, half typed');
    await stayThenLeave(page, '/journal-create', 'Journals', reference, 'JV-DRAFT');

    await page.getByRole('link', { name: 'Create Journal' }).click();
    await restoreDraft(page);
    await expect(reference).toHaveValue('JV-DRAFT');
    await expect(narration).toHaveValue('Accrual, half typed');

    await reloadTo(page, 'Create Journal');
    expect(dialogs).toEqual(['beforeunload']);
    await restoreDraft(page);
    await expect(narration).toHaveValue('Accrual, half typed');
    await reloadTo(page, 'Create Journal');
    expect(dialogs).toEqual(['beforeunload', 'beforeunload']);

    // Discard: the form starts afresh, and nothing is offered or asked any more.
    await draftOffer(page).getByRole('button', { name: 'Discard' }).click();
    await expect(draftOffer(page)).toHaveCount(0);
    await expect(reference).toHaveValue('');
    await reloadTo(page, 'Create Journal');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Journal' })).toBeVisible();
    await expect(draftOffer(page)).toHaveCount(0);
    await sidebar(page, 'Dashboard').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(dialogs).toEqual(['beforeunload', 'beforeunload']);
  });
});
