import { expect, type Locator, type Page } from '@playwright/test';
import { uploadPdf } from './attachment-uploads';
import { seriousViolations } from './axe-checks';
import { ADMIN, MANAGER, SUPERVISOR } from './demo-logins';
import { changeStatus } from './document-screens';
import { invoiceThroughApi, line } from './invoice-helpers';
import { signIn, test } from './sign-in-helpers';

/** The row of an entry whose action is shown as `action` (the newest such). */
const entryRow = (table: Locator, action: string) =>
  table
    .locator('tbody tr')
    .filter({ has: table.page().getByText(action, { exact: true }) })
    .first();

/** Opens an entry's changed fields and answers the table of them. */
async function openChanges(table: Locator, action: string): Promise<Locator> {
  await entryRow(table, action)
    .getByRole('button', { name: /^Show \d+ fields?$/ })
    .click();
  return table.getByRole('table', { name: 'Fields changed' }).first();
}

/** An invoice changed three ways on its page: a line edited, moved to Approved, a paper attached. */
async function invoiceChangedThreeWays(page: Page): Promise<number> {
  const number = await invoiceThroughApi(page, `AUDIT-${Date.now()}`, [line(25, 'Storage', 2, 10, 10, 'cr')]);
  await page.goto(`/invoice/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page
    .getByRole('table', { name: 'Lines' })
    .getByRole('textbox', { name: 'Description, line 1' })
    .fill('Storage, December');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invoice updated successfully')).toBeVisible();
  await changeStatus(page, 'Approved');
  await uploadPdf(page, page.getByRole('main'), 'Signed delivery note', 'signed-note.pdf');
  return number;
}

test.describe('the audit log', () => {
  test.describe.configure({ timeout: 90_000 });

  test("the Admin finds an invoice's three changes with before and after, on the log and on the invoice", async ({
    adminPage: page,
  }) => {
    const number = await invoiceChangedThreeWays(page);

    // The invoice's own History: newest first, its attachment with it.
    const history = page.getByRole('table', { name: 'History' });
    await expect(history.locator('tbody > tr')).toHaveCount(4);
    await expect(history.locator('tbody > tr').first()).toContainText('Signed delivery note');
    await expect(history).toContainText('Status moved');
    await expect(history).toContainText('Changed');
    await expect(history).toContainText(ADMIN.name);
    await page.screenshot({ path: '/tmp/audit-log-invoice-history.png', fullPage: true });

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audit Log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Record kind' }).fill('Invoice');
    await page.getByRole('option', { name: 'Invoice', exact: true }).click();
    await page.getByRole('textbox', { name: 'Record number' }).fill(`INV-ARG-${number}`);
    const log = page.getByRole('table', { name: 'Audit log' });
    const rows = log.locator(':scope > tbody > tr');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText('Attachment');
    await expect(rows.nth(0)).toContainText(`Signed delivery note on INV-ARG-${number}`);
    await expect(rows.nth(1)).toContainText('Status moved');
    await expect(rows.nth(2)).toContainText('Changed');
    await expect(rows.nth(3)).toContainText('Created');
    // The filters are in the address: a reload keeps them and the same entries.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Record number' })).toHaveValue(`INV-ARG-${number}`);
    await expect(rows).toHaveCount(4);
    for (const row of [rows.nth(1), rows.nth(2)]) {
      await expect(row).toContainText(ADMIN.name);
      await expect(row).toContainText(ADMIN.email);
      await expect(row.getByRole('link', { name: `INV-ARG-${number}` })).toHaveAttribute('href', `/invoice/${number}`);
    }

    const status = await openChanges(log, 'Status moved');
    await expect(status.getByRole('row', { name: /Status/ })).toContainText('Created');
    await expect(status.getByRole('row', { name: /Status/ })).toContainText('Approved');
    await entryRow(log, 'Status moved').getByRole('button', { name: /^Hide/ }).click();
    const edit = await openChanges(log, 'Changed');
    const description = edit.getByRole('row', { name: /Items, line 1: Description/ });
    await expect(description.getByRole('cell')).toHaveText([
      'Items, line 1: Description',
      'Storage',
      'Storage, December',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/audit-log-invoice.png', fullPage: true });

    // By action alone, the move is there too; the export is the filtered list.
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await exported).suggestedFilename()).toBe('audit-log.xlsx');
    await entryRow(log, 'Status moved')
      .getByRole('link', { name: `INV-ARG-${number}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${number}` })).toBeVisible();
  });

  test('the Manager reads the log and changes nothing; a Supervisor is denied', async ({ page, browser }) => {
    await signIn(page, MANAGER);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audit Log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.locator(':scope > tbody > tr').first()).toContainText(/Signed in|Changed|Created/);
    // Read-only: filters, the export and the pages, nothing that changes an entry.
    await expect(page.getByRole('main').getByRole('button', { name: /Edit|Delete|Save|Remove/ })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/audit-log-manager.png', fullPage: true });

    const supervisor = await (await browser.newContext()).newPage();
    await signIn(supervisor, SUPERVISOR);
    await expect(
      supervisor.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audit Log' }),
    ).toHaveCount(0);
    await supervisor.goto('/audit-log');
    await expect(supervisor.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    expect((await supervisor.request.get('/api/transportation/audit/log')).status()).toBe(403);
  });
});
