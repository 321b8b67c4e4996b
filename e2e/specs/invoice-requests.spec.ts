import { expect } from '@playwright/test';
import { seriousViolations } from './axe-checks';
import { SUPERVISOR } from './demo-logins';
import { signIn, test } from './sign-in-helpers';
import { cell, jobRow, lookups, openTable } from './job-table-helpers';

/*
 * Operations hand jobs to accounting; accounting turns them into an invoice. The month is one of the
 * selector's (next year) that the demo data does not use.
 */
const MONTH = `${new Date().getFullYear() + 1}-06`;
const MONTH_LABEL = `Jun ${new Date().getFullYear() + 1}`;

test.describe('invoice requests', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a Supervisor requests two jobs; the Admin accepts one; the job table shows one invoiced, one open', async ({
    adminPage: page,
    browser,
  }) => {
    const { customers } = await lookups(page.request);
    const seeded = await page.request.post('/api/transportation/job_bulk.php', {
      data: {
        jobs: ['IR1', 'IR2'].map((job, index) => ({
          isNew: true,
          date: `${MONTH}-0${index + 1}`,
          job,
          description: `Request flow ${job}`,
          customer_id: customers[0]!.id,
          // Taxi jobs: no truck of ours, so no other flow's truck figures move.
          taxi: 'yes',
          taxi_name: 'Request Cab',
          charge: 40 + index,
        })),
      },
    });
    expect(seeded.ok(), await seeded.text()).toBe(true);
    const [first, second] = (await seeded.json()).rows as { id: number }[];

    const operations = await (await browser.newContext()).newPage();
    await signIn(operations, SUPERVISOR);
    await operations.goto('/invoice-request');
    await operations.getByRole('textbox', { name: 'Month' }).click();
    await operations.getByRole('option', { name: MONTH_LABEL }).click();
    const table = operations.getByRole('table', { name: 'Jobs for invoicing' });
    await expect(table.locator(`[data-job-id="${first!.id}"]`)).toContainText('Pending');
    await operations.getByRole('button', { name: 'Request Invoice' }).click();
    await expect(operations.getByRole('alert')).toHaveText('Please select at least one job to request invoice');

    await operations.getByRole('checkbox', { name: 'Select job IR1' }).check();
    await operations.getByRole('checkbox', { name: 'Select job IR2' }).check();
    await expect(operations.getByTestId('summary-Selected')).toHaveText('2');
    await expect(operations.getByTestId('summary-Total Amount')).toHaveText('BD 81.000');
    await operations.getByRole('button', { name: 'Request Invoice' }).click();
    await expect(operations.getByRole('status')).toHaveText('Invoice request submitted successfully for 2 job(s)!');
    await operations.getByRole('switch', { name: 'Pending jobs only' }).uncheck();
    await expect(table.locator(`[data-job-id="${first!.id}"]`)).toContainText('Invoiced');
    await expect(operations.getByRole('checkbox', { name: 'Select job IR1' })).toBeDisabled();
    expect(await seriousViolations(operations)).toEqual([]);
    await operations.reload();
    await operations.getByRole('switch', { name: 'Pending jobs only' }).uncheck();
    await expect(operations.getByRole('checkbox', { name: 'Select job IR2' })).toBeDisabled();

    await page.goto('/invoice-management');
    const card = page.getByRole('region').filter({ hasText: 'IR1' });
    await expect(card).toContainText('2 pending');
    await card.getByRole('checkbox', { name: 'Include job IR2' }).uncheck();
    const accept = card.getByRole('button', { name: 'Accept' });
    await card.getByRole('textbox', { name: 'Invoice number' }).fill('');
    await expect(accept).toBeDisabled();
    await expect(card).toContainText('Please enter an invoice number');
    const proposed = String(
      (await (await page.request.get('/api/transportation/invoice_request_management_data')).json())
        .next_invoice_number,
    );
    await card.getByRole('textbox', { name: 'Invoice number' }).fill(proposed);
    await accept.click();
    await expect(page.getByRole('status')).toContainText(`Invoice INV-ARG-${proposed} created`);
    await expect(page.getByRole('region').filter({ hasText: 'IR1' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await openTable(page, MONTH);
    const invoiced = jobRow(page, first!.id);
    await expect(cell(invoiced, 'sl')).toContainText('Invoiced');
    await expect(cell(invoiced, 'description')).toHaveAttribute('aria-readonly', 'true');
    await expect(cell(invoiced, 'related_note')).toHaveAttribute('aria-readonly', 'false');
    const open = jobRow(page, second!.id);
    await expect(cell(open, 'description')).toHaveAttribute('aria-readonly', 'false');
    await expect(cell(open, 'sl')).not.toContainText('Invoiced');
  });
});
