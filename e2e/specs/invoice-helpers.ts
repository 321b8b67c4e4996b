import { expect, type Locator, type Page } from '@playwright/test';
import { lookups } from './job-table-helpers';

/** An invoice line as the Create Invoice screen sends it. */
export const line = (
  account_id: number,
  description: string,
  qty: number,
  amount: number,
  vat: number,
  cr_dr: 'cr' | 'dr',
) => ({ account_id, job_id: null, qty, amount, vat_percentage: vat, cr_dr, description });

/** Create Invoice opened for the first demo customer, one empty line added: answers the Lines table. */
export async function newInvoiceForFirstCustomer(page: Page): Promise<Locator> {
  await page.goto('/invoice-create');
  const { customers } = await lookups(page.request);
  const customer = customers[0]!;
  await page.getByRole('textbox', { name: 'Customer' }).fill(customer.name);
  await page.getByRole('option', { name: customer.name, exact: true }).click();
  const lines = page.getByRole('table', { name: 'Lines' });
  await page.getByRole('button', { name: 'Add line' }).click();
  return lines;
}

/** An invoice for the first demo customer (or the one given), made through the call the Create Invoice screen makes. */
export async function invoiceThroughApi(
  page: Page,
  reference: string,
  items: ReturnType<typeof line>[],
  customerId?: number,
) {
  const { customers } = await lookups(page.request);
  const answer = await page.request.post('/api/transportation/vouchers/invoice_generate', {
    data: {
      customer_id: customerId ?? customers[0]!.id,
      date: '2026-11-20',
      reference,
      narration: 'Storage at the yard',
      items,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).invoice_number as number;
}
