import { expect } from '@playwright/test';
import { newInvoiceForFirstCustomer } from './invoice-helpers';
import { test } from './sign-in-helpers';

test('a discount on Create Invoice takes an amount only, and the invoice is created with it', async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const lines = await newInvoiceForFirstCustomer(page);
  await lines.getByRole('textbox', { name: 'Account, line 1' }).fill('Transport');
  await page.getByRole('option', { name: 'Transportation Sales' }).click();
  const typed = [
    ['Description', 'Haulage to Sitra'],
    ['Quantity', '2'],
    ['Unit Amount (BD)', '50'],
  ] as const;
  for (const [field, value] of typed) await lines.getByRole('textbox', { name: `${field}, line 1` }).fill(value);
  await lines.getByRole('combobox', { name: 'VAT %, line 1' }).selectOption('10');

  // The discount: its amount is the only figure to type; no quantity, no VAT, and it says so.
  await page.getByRole('button', { name: 'Add discount' }).click();
  const discount = lines.getByRole('row', { name: 'Line 2' });
  await expect(discount).toContainText('Discount');
  await expect(discount.getByRole('textbox', { name: 'Quantity, line 2' })).toHaveCount(0);
  await expect(discount.getByRole('combobox', { name: 'VAT %, line 2' })).toHaveCount(0);
  await expect(discount).toContainText('No VAT');
  await discount.getByRole('textbox', { name: 'Unit Amount (BD), line 2' }).fill('5');
  await expect(discount).toContainText('-5.000');
  // 2 × 50 with 10 % VAT (110.000), less the 5.000 discount.
  await expect(lines.locator('tfoot td').filter({ hasText: 'BD' }).last()).toHaveText('BD 105.000');

  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page).toHaveURL(/\/invoice\/\d+$/);
  const number = page.url().split('/').at(-1);
  await page.reload();
  const saved = page.getByRole('table', { name: 'Lines' });
  await expect(saved.getByRole('row', { name: 'Line 2' })).toContainText('-5.000');
  await expect(saved.getByRole('row', { name: 'Line 2' })).toContainText('No VAT');
  await expect(saved.locator('tfoot td').last()).toHaveText('BD 105.000');
  const read = await page.request.get(`/api/transportation/vouchers/invoice_details?invoice_number=${number}`);
  const { invoice } = await read.json();
  expect(
    invoice.items.map((item: Record<string, unknown>) => [
      item.kind,
      item.account_id,
      item.qty,
      item.amount,
      item.vat_percentage,
    ]),
  ).toEqual([
    ['manual', 25, 2, 50, 10],
    ['discount', 37, 1, 5, 0],
  ]);
  expect(invoice.total_amount).toBe(105);
});
