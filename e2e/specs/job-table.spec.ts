import { expect, test } from '@playwright/test';
import { setInvoiceStatus } from '../database';
import { ADMIN } from './demo-logins';
import { signIn } from './sign-in-helpers';
import { uploadPdf } from './attachment-uploads';
import {
  cell,
  jobRow,
  lookups,
  newRows,
  notification,
  openTable,
  reloadTable,
  seedJobs,
  typeInto,
} from './job-table-helpers';

/*
 * The monthly job table. Every test works in its own month of
 * 2019, which no other spec and no demo data uses, and seeds its rows through job_bulk.php.
 */

test.describe('job table', () => {
  // Each flow signs in, seeds through the API and reloads: more than the default 30 s when the machine is busy.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('edit a cell and save the row', async ({ page }) => {
    const [job] = await seedJobs(page, '2019-01', ['Port to Sitra']);
    await openTable(page, '2019-01');
    const row = jobRow(page, job!.id);
    await expect(cell(row, 'description')).toHaveText('Port to Sitra');

    await cell(row, 'description').click();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Description' }).fill('Sitra to Mina Salman');
    await page.keyboard.press('Enter');
    await expect(row).toHaveAttribute('data-edited', 'true');

    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row).not.toHaveAttribute('data-edited');
    await expect(row.getByRole('button', { name: 'Save' })).toBeDisabled();

    await reloadTable(page);
    await expect(cell(jobRow(page, job!.id), 'description')).toHaveText('Sitra to Mina Salman');
  });

  test("add two new rows and 'Update All Jobs'", async ({ page }) => {
    const { customers, drivers } = await lookups(page.request);
    const driver = drivers.filter((candidate) => candidate.truck_number !== null).at(-1)!;
    await openTable(page, '2019-02');

    for (const [index, description] of ['Gate pickup', 'Return empty'].entries()) {
      await page.getByRole('button', { name: 'Add New Row' }).click();
      const row = newRows(page).nth(index);
      await typeInto(page, cell(row, 'description'), description);
      await typeInto(page, cell(row, 'customer'), customers[0]!.name);
      await typeInto(page, cell(row, 'driver'), driver.name);
      await expect(cell(row, 'truck')).toHaveText(driver.truck_number!);
      await typeInto(page, cell(row, 'charge'), '30.25');
      await expect(cell(row, 'charge')).toHaveText('30.250');
    }
    await expect(page.getByText('2 unsaved')).toBeVisible();

    await page.getByRole('button', { name: 'Update All Jobs' }).click();
    await expect(notification(page, 'Bulk update successful!')).toBeVisible();
    await expect(page.locator('[role="row"][data-job-id]')).toHaveCount(2);
    // A blank row is always kept last.
    await expect(newRows(page)).toHaveCount(1);

    await reloadTable(page);
    await expect(page.locator('[role="row"][data-job-id]')).toHaveCount(2);
  });

  test('delete a job after confirming', async ({ page }) => {
    const [kept, removed] = await seedJobs(page, '2016-03', ['Kept job', 'Removed job']);
    await openTable(page, '2016-03');

    await jobRow(page, removed!.id).getByRole('button', { name: 'Delete row' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete job' });
    await expect(dialog).toContainText('Removed job');
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await expect(jobRow(page, removed!.id)).toHaveCount(0);
    await expect(jobRow(page, kept!.id)).toBeVisible();
    await reloadTable(page);
    await expect(jobRow(page, kept!.id)).toBeVisible();
    await expect(jobRow(page, removed!.id)).toHaveCount(0);
  });

  test('upload, view and delete an attachment', async ({ page }) => {
    const [job] = await seedJobs(page, '2019-04', ['With papers']);
    await openTable(page, '2019-04');
    const row = jobRow(page, job!.id);

    await row.getByRole('button', { name: 'Attachments (0)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(notification(page, 'Please provide both name and file')).toBeVisible();

    await uploadPdf(page, dialog, 'Delivery note', 'delivery-note.pdf');

    const view = dialog.getByRole('link', { name: 'View' });
    await expect(dialog.getByRole('cell', { name: 'Delivery note', exact: true })).toBeVisible();
    const file = await page.request.get((await view.getAttribute('href'))!);
    expect(file.headers()['content-type']).toContain('application/pdf');
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /download=1/);

    await dialog.getByRole('button', { name: 'Delete Delivery note' }).click();
    await expect(notification(page, 'Attachment deleted successfully!')).toBeVisible();
    await expect(dialog.getByText('No attachments yet.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(row.getByRole('button', { name: 'Attachments (0)' })).toBeVisible();
  });

  test('an invoiced row is locked but its related note saves', async ({ page }) => {
    const [job] = await seedJobs(page, '2019-05', ['Invoiced job']);
    await setInvoiceStatus(job!.id, 'finished');
    await openTable(page, '2019-05');
    const row = jobRow(page, job!.id);
    await expect(cell(row, 'sl')).toContainText('Invoiced');
    await expect(row.getByRole('button', { name: 'Delete row' })).toBeDisabled();

    await cell(row, 'description').click();
    await page.keyboard.type('x');
    await expect(notification(page, 'Cannot edit invoiced jobs')).toBeVisible();
    await expect(cell(row, 'description')).toHaveText('Invoiced job');

    await typeInto(page, cell(row, 'related_note'), 'Paid by cheque');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row).not.toHaveAttribute('data-edited');
    await reloadTable(page);
    await expect(cell(jobRow(page, job!.id), 'related_note')).toHaveText('Paid by cheque');
  });

  test('a validation failure outlines the fields and sends nothing', async ({ page }) => {
    await openTable(page, '2019-06');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (/job_(bulk|update|insert)/.test(request.url())) sent.push(request.url());
    });
    const row = newRows(page).first();
    await typeInto(page, cell(row, 'description'), 'Half a job');
    await typeInto(page, cell(row, 'customer'), 'Nobody we know');
    await row.getByRole('button', { name: 'Save' }).click();

    for (const column of ['customer', 'driver', 'truck', 'charge']) {
      await expect(cell(row, column)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(cell(row, 'customer')).toHaveAttribute('title', 'Customer must be selected from the list');
    await expect(cell(row, 'description')).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
  });

  test('zoom and month survive a reload', async ({ page }) => {
    await openTable(page, '2019-07');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByTestId('zoom-level')).toHaveText('120%');

    await page.goto('/job-table');
    await expect(page.getByRole('textbox', { name: 'Month' })).toHaveValue('Jul 2019');
    await expect(page.getByTestId('zoom-level')).toHaveText('120%');
  });

  test('paste three rows from tab-separated text', async ({ page }) => {
    const { customers, drivers, trucks } = await lookups(page.request);
    const driver = drivers.filter((candidate) => candidate.truck_number !== null).at(-1)!;
    const grid = await openTable(page, '2019-08');
    await cell(newRows(page).first(), 'date').click();

    const lines = [
      ['3/8/2019', 'P1', '', 'Pasted one', customers[0]!.name.toUpperCase(), '', 'no', '', driver.name, '', '', '10'],
      ['4/8/2019', 'P2', '', 'Pasted two', customers[1]!.name, '', 'no', '', driver.name, 'NO-SUCH-TRUCK', '', '11.5'],
      ['5/8/2019', 'P3', '', 'Pasted three', customers[0]!.name, 'Site office', 'yes', 'Blue Cab', '', '', '4', '12'],
    ];
    await grid.evaluate(
      (element, text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      lines.map((line) => line.join('\t')).join('\r\n') + '\r\n',
    );

    const pasted = newRows(page);
    await expect(pasted).toHaveCount(4);
    await expect(cell(pasted.nth(0), 'date')).toHaveText('03/08/2019');
    await expect(cell(pasted.nth(0), 'customer')).toHaveText(customers[0]!.name.toUpperCase());
    await expect(cell(pasted.nth(0), 'truck')).toHaveText(driver.truck_number!);
    await expect(cell(pasted.nth(1), 'truck')).toHaveAttribute('aria-invalid', 'true');
    await expect(cell(pasted.nth(2), 'taxi').getByRole('checkbox')).toBeChecked();

    await typeInto(page, cell(pasted.nth(1), 'truck'), trucks[0]!.number);
    await expect(cell(pasted.nth(1), 'truck')).not.toHaveAttribute('aria-invalid');
    await page.keyboard.press('Control+Enter');
    await expect(notification(page, 'Bulk update successful!')).toBeVisible();
    await expect(page.locator('[role="row"][data-job-id]')).toHaveCount(3);
  });

  test('two people edit the same row: the second sees the conflict and keeps their text', async ({ page, browser }) => {
    const [job] = await seedJobs(page, '2019-09', ['Shared job']);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, ADMIN);
    await openTable(otherPage, '2019-09');
    await openTable(page, '2019-09');

    const first = jobRow(page, job!.id);
    // Typing then Ctrl+S commits the cell and saves its row, as in a spreadsheet.
    await cell(first, 'description').click();
    await page.keyboard.type('Changed first');
    await page.keyboard.press('Control+s');
    await expect(first).not.toHaveAttribute('data-edited');

    const second = jobRow(otherPage, job!.id);
    await typeInto(otherPage, cell(second, 'description'), 'Changed second');
    await second.getByRole('button', { name: 'Save' }).click();
    const dialog = otherPage.getByRole('dialog', { name: 'This job was changed meanwhile' });
    await expect(dialog).toContainText(`This job was changed by ${ADMIN.name}`);
    const difference = dialog.getByRole('row', { name: /Description/ });
    await expect(difference).toContainText('Changed first');
    await expect(difference).toContainText('Changed second');
    await expect(cell(second, 'description')).toHaveText('Changed second');

    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect(second).not.toHaveAttribute('data-edited');
    await reloadTable(page);
    await expect(cell(jobRow(page, job!.id), 'description')).toHaveText('Changed second');
    await other.close();
  });
});
