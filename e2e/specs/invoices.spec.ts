import fs from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe-checks';
import { ADMIN, MANAGER } from './demo-logins';
import { lookups } from './job-table-helpers';
import { signIn, test } from './sign-in-helpers';
import { requestStatus } from './document-screens';
import { DOCUMENT_CODES, saveDocumentCodes } from './document-codes';
import { invoiceThroughApi, line } from './invoice-helpers';

const CODES = DOCUMENT_CODES;

/** An invoice with a manual line and a discount, with the document codes set for the moves that need them. */
async function createdInvoice(page: Page, reference: string): Promise<number> {
  await saveDocumentCodes(page, ADMIN);
  return invoiceThroughApi(page, reference, [
    line(25, 'Storage', 2, 10.005, 10, 'cr'),
    line(37, 'Discount', 1, 2, 0, 'dr'),
  ]);
}

test.describe('invoices', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the Admin finds an invoice, edits its lines, approves and posts it, and leaves Posted only with the admin code', async ({
    adminPage: page,
  }, testInfo) => {
    const reference = `E2E-${Date.now()}`;
    const number = await createdInvoice(page, reference);

    // The list: found by its reference, with its status and total.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Invoices' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(reference);
    const rows = page.getByRole('table', { name: 'Invoices' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    // Another customer's invoices do not include it; its own customer's do.
    const { customers } = await lookups(page.request);
    await page.getByRole('textbox', { name: 'Customer' }).fill(customers[1]!.name);
    await page.getByRole('option', { name: customers[1]!.name, exact: true }).click();
    await expect(page.getByText('No invoices match these filters')).toBeVisible();
    await page.getByRole('textbox', { name: 'Customer' }).fill(customers[0]!.name);
    await page.getByRole('option', { name: customers[0]!.name, exact: true }).click();
    await expect(rows).toHaveCount(1);
    // 2 × 10.005 = 20.010, VAT 2.001, less the 2.000 discount.
    await expect(rows.first()).toContainText('Created');
    await expect(rows.first()).toContainText('20.011');
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await exported).suggestedFilename()).toBe('invoices.xlsx');
    await rows
      .first()
      .getByRole('link', { name: `INV-ARG-${number}` })
      .click();

    // The details: lines read-only until Edit.
    await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${number}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Receipt' })).toHaveCount(0);
    const lines = page.getByRole('table', { name: 'Lines' });
    await expect(lines.getByRole('textbox')).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit' }).click();
    await lines.getByRole('textbox', { name: 'Description, line 1' }).fill('Storage, November');
    const quantity = lines.getByRole('textbox', { name: 'Quantity, line 1' });
    await quantity.fill('3');
    // Live line math: 3 × 10.005 = 30.015, VAT 3.002 (3.0015 rounds away from zero), total 33.017.
    await expect(lines.getByRole('row', { name: 'Line 1' })).toContainText('33.017');
    await quantity.press('Tab');
    // A line added while editing: its account found from two letters.
    await page.getByRole('button', { name: 'Add line' }).click();
    await lines.getByRole('textbox', { name: 'Account, line 3' }).fill('Tr');
    await page.getByRole('option', { name: 'Transportation Sales' }).click();
    await lines.getByRole('textbox', { name: 'Unit Amount (BD), line 3' }).fill('5');
    // Without a description the server refuses: its message under the field, and a notice that goes after 3 s.
    await page.getByRole('button', { name: 'Save' }).click();
    const refusal = page.getByRole('region', { name: 'Lines' }).getByRole('alert');
    await expect(refusal).toHaveText('Description is required for line 3');
    await expect(lines.getByRole('textbox', { name: 'Description, line 3' })).toHaveAccessibleDescription(
      'Description is required for line 3',
    );
    await expect(refusal).toHaveCount(0, { timeout: 6_000 });
    await lines.getByRole('textbox', { name: 'Description, line 3' }).fill('Handling');
    await expect(lines.locator('tfoot')).toContainText('BD 36.017');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invoice updated successfully')).toBeVisible();
    await expect(lines.getByRole('textbox')).toHaveCount(0);

    await page.reload();
    await expect(lines.getByRole('row', { name: 'Line 1' })).toContainText('Storage, November');
    await expect(lines.getByRole('row', { name: 'Line 1' })).toContainText('33.017');
    await expect(lines.getByRole('row', { name: 'Line 3' })).toContainText('Handling');
    await expect(lines.locator('tfoot')).toContainText('BD 36.017');

    // Created → Approved → Posted: no codes; editing ends with Created.
    await requestStatus(page, 'Approved');
    await expect(page.getByText('Status updated to Approved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await requestStatus(page, 'Posted');
    await expect(page.getByText('Status updated to Posted')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Generate Receipt' })).toBeVisible();

    // Leaving Posted asks for the admin code; a wrong one is refused and the dialog stays.
    await requestStatus(page, 'Approved');
    const verify = page.getByRole('dialog', { name: 'Security Verification' });
    const code = verify.getByLabel('Admin code');
    await code.fill('0000');
    await verify.getByRole('button', { name: 'Verify & Update' }).click();
    await expect(verify.getByRole('alert')).toHaveText('Invalid admin code');
    await code.fill(CODES.admin_code);
    await verify.getByRole('button', { name: 'Verify & Update' }).click();
    // The first approval's notice may still be fading: the newest is the one that counts.
    await expect(page.getByText('Status updated to Approved').last()).toBeVisible();
    await expect(verify).toBeHidden();
    await expect(page.getByRole('link', { name: 'Generate Receipt' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('document-status')).toHaveText('Approved');
    expect(await seriousViolations(page)).toEqual([]);

    // Cancelling a posted invoice takes both codes and issues a tax credit note with its own PDF.
    await requestStatus(page, 'Posted');
    await expect(page.getByText('Status updated to Posted').last()).toBeVisible();
    await requestStatus(page, 'Cancelled');
    await verify.getByLabel('Admin code').fill(CODES.admin_code);
    await verify.getByLabel('Cancellation code').fill(CODES.cancel_code);
    await verify.getByRole('button', { name: 'Verify & Update' }).click();
    await expect(page.getByText(/^Cancelled — credited by CN-ARG-\d+ on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change Status' })).toHaveCount(0);
    const creditNote = await page.request.get(
      (await page.getByRole('link', { name: 'Credit Note PDF' }).getAttribute('href'))!,
    );
    expect(creditNote.headers()['content-type']).toBe('application/pdf');
    await page.screenshot({ path: testInfo.outputPath('invoice-details.png'), fullPage: true });
  });

  test("the Admin creates an invoice from two of a customer's open jobs, a manual line and a discount", async ({
    adminPage: page,
  }) => {
    await page.goto('/invoices');
    await page.getByRole('link', { name: 'Create Invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Invoice' })).toBeVisible();

    // Nothing chosen: the server's messages, under the field and above the button.
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(page.getByRole('alert')).toContainText('Please select a customer');

    // Three jobs of our own, for a customer the other flows leave alone, so no other flow's job is taken.
    const { customers } = await lookups(page.request);
    const customer = customers.at(-1)!;
    const tag = `INV${Date.now().toString(36).toUpperCase()}`;
    const seeded = await page.request.post('/api/transportation/job_bulk.php', {
      data: {
        jobs: [1, 2, 3].map((n) => ({
          isNew: true,
          date: `${new Date().getFullYear() + 1}-03-0${n}`,
          description: `Invoice flow ${tag}`,
          customer_id: customer.id,
          taxi: 'yes',
          taxi_name: 'Invoice Cab',
          charge: 30,
        })),
      },
    });
    expect(seeded.ok(), await seeded.text()).toBe(true);

    await page.getByRole('textbox', { name: 'Customer' }).fill(customer.name);
    await page.getByRole('option', { name: customer.name, exact: true }).click();
    const jobs = page.getByRole('table', { name: 'Open jobs' });
    const ours = jobs.locator('tbody tr').filter({ hasText: tag });
    await expect(ours).toHaveCount(3);
    await ours.nth(0).getByRole('checkbox').check();
    await ours.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Add 2 jobs as lines' }).click();
    // A job is never offered twice.
    await expect(ours).toHaveCount(1);

    const lines = page.getByRole('table', { name: 'Lines' });
    // Both jobs total 30.000: one line of quantity 2.
    const jobLine = lines.getByRole('row', { name: 'Line 1' });
    await expect(jobLine).toContainText('Transportation charge');
    await expect(jobLine).toContainText('60.000');
    await page.getByRole('button', { name: 'Add line' }).click();
    const manual = 2;
    await lines.getByRole('textbox', { name: `Account, line ${manual}` }).fill('Transport');
    await page.getByRole('option', { name: 'Transportation Sales' }).click();
    await lines.getByRole('textbox', { name: `Description, line ${manual}` }).fill('Storage');
    await lines.getByRole('textbox', { name: `Quantity, line ${manual}` }).fill('2');
    await lines.getByRole('textbox', { name: `Unit Amount (BD), line ${manual}` }).fill('10.005');
    await lines.getByRole('combobox', { name: `VAT %, line ${manual}` }).selectOption('10');
    await expect(lines.getByRole('row', { name: `Line ${manual}` })).toContainText('22.011');
    await page.getByRole('button', { name: 'Add discount' }).click();
    await lines.getByRole('textbox', { name: `Unit Amount (BD), line ${manual + 1}` }).fill('1');
    await expect(lines.getByRole('row', { name: `Line ${manual + 1}` })).toContainText('-1.000');
    // The footer's last figure: the grand total (the editing table has an empty remove column after it).
    const grandTotal = (await lines.locator('tfoot td').filter({ hasText: 'BD' }).last().textContent())!.trim();
    expect(grandTotal).toMatch(/^BD \d+\.\d{3}$/);

    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(page).toHaveURL(/\/invoice\/\d+$/);
    const number = page.url().split('/').at(-1);
    await expect(page.getByText(`Invoice INV-ARG-${number} submitted successfully!`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${number}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Lines' }).locator('tfoot td').last()).toHaveText(grandTotal);
    const saved = page.getByRole('table', { name: 'Lines' });
    await expect(saved.locator('tbody tr')).toHaveCount(manual + 1);

    // The third job joins later: a line added while editing takes it through Select Jobs.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Add line' }).click();
    const added = manual + 2;
    await saved.getByRole('textbox', { name: `Account, line ${added}` }).fill('Tr');
    await page.getByRole('option', { name: 'Transportation Sales' }).click();
    await saved.getByRole('textbox', { name: `Description, line ${added}` }).fill('Late job');
    await saved.getByRole('textbox', { name: `Unit Amount (BD), line ${added}` }).fill('30');
    // The button reads "Select Jobs"; its line is told to a screen reader, not printed on the screen.
    const selectJobs = saved.getByRole('button', { name: `Select Jobs, line ${added}` });
    await expect(selectJobs).toHaveText('Select Jobs');
    await expect(saved.getByText(/Select Jobs, line \d+/)).toHaveCount(0);
    await selectJobs.click();
    const modal = page.getByRole('dialog', { name: 'Select Jobs' });
    const offered = modal.locator('tbody tr').filter({ hasText: tag });
    await expect(offered).toHaveCount(1);
    await offered.getByRole('checkbox').check();
    await modal.getByRole('button', { name: 'Use 1 job for this line' }).click();
    await expect(modal).toBeHidden();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invoice updated successfully')).toBeVisible();
    await page.reload();
    await expect(saved.getByRole('row', { name: `Line ${added}` })).toContainText('Late job');
    await expect(saved.getByRole('row', { name: `Line ${added}` })).toContainText('30.000');
  });

  test('the Admin previews and downloads the PDF of an invoice', async ({ adminPage: page }) => {
    const number = await createdInvoice(page, `PDF-${Date.now()}`);
    await page.goto(`/invoice/report/${number}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice Report' })).toBeVisible();
    await expect(page.getByText('Click Preview to generate and view the PDF')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Include Job Details Page' })).toBeChecked();

    const pdfAnswer = page.waitForResponse((response) => response.url().includes('/reports/invoice_pdf'));
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.locator(`iframe[title="INV-ARG-${number} preview"]`)).toBeVisible();
    const answer = await pdfAnswer;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    await expect(page.getByText('Click Preview to generate and view the PDF')).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'Include Job Details Page' }).uncheck();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`INV-ARG-${number}.pdf`);
    const bytes = await fs.readFile(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('link', { name: `← Back to INV-ARG-${number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${number}` })).toBeVisible();
  });

  test('a Manager can neither open an invoice nor move one, even through the API', async ({ page }) => {
    await signIn(page, MANAGER);
    await page.goto('/invoice/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    const move = await page.request.post('/api/transportation/vouchers/invoice_status_update', {
      data: { invoice_id: 1, status: 'Approved', version: 1, admin_code: CODES.admin_code },
    });
    expect(move.status()).toBe(403);
  });

  test('a number no invoice has shows Invoice Not Found with the way back', async ({ adminPage: page }) => {
    await page.goto('/invoice/99999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to invoices' }).click();
    await expect(page).toHaveURL(/\/invoices$/);
  });
});
