import { expect, test } from '@playwright/test';
import { ADMIN } from './demo-logins';
import { invoiceThroughApi, line } from './invoice-helpers';
import { signIn } from './sign-in-helpers';
import { requestStatus } from './document-screens';

const MISSING =
  "A tax invoice must name its seller: set the company's address and VAT registration number in Settings → Company details.";

test("without the seller's address and VAT number no tax invoice is posted or printed; once they are set it is, and printed pages name the company", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  const number = await invoiceThroughApi(page, `SELLER-${Date.now()}`, [line(25, 'Haulage', 1, 75, 0, 'cr')]);

  // The Admin empties the address and the VAT number: the page says at once what that stops.
  await page.goto('/settings');
  const details = page.getByRole('region', { name: 'Company details' });
  await expect(details).toContainText('A Bahrain tax invoice must name its seller');
  const address = details.getByRole('textbox', { name: 'Address' });
  const vat = details.getByRole('textbox', { name: 'VAT registration number' });
  const kept = { address: await address.inputValue(), vat: await vat.inputValue() };
  const legalName = await details.getByRole('textbox', { name: 'Legal name (English)' }).inputValue();
  expect(kept.vat).toMatch(/^\d{15}$/);
  await address.fill('');
  await vat.fill('');
  await details.getByRole('button', { name: 'Save company details' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Company settings saved' })).toBeVisible();
  await expect(page.getByTestId('seller-details-notice')).toHaveText(MISSING);
  await page.screenshot({ path: '/tmp/seller-details-settings.png', fullPage: true });

  // The invoice says so before anyone tries; posting is refused with the same sentence, and nothing moves.
  await page.goto(`/invoice/${number}`);
  await expect(page.getByTestId('seller-details-notice')).toContainText(MISSING);
  await requestStatus(page, 'Approved');
  await expect(page.getByText('Status updated to Approved')).toBeVisible();
  await requestStatus(page, 'Posted');
  await expect(page.getByRole('dialog', { name: 'Change Status' }).getByRole('alert')).toHaveText(MISSING);
  await page.screenshot({ path: '/tmp/seller-details-refused.png' });
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${number}` })).toBeVisible();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();

  // Printing is refused too, with the reason instead of "could not be made".
  await page.getByRole('link', { name: 'Invoice Report' }).evaluate((link) => link.removeAttribute('target'));
  await page.getByRole('link', { name: 'Invoice Report' }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not' })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Settings → Company details' }).last()).toBeVisible();

  // The notice leads to Settings; with the details back, the notice goes and the invoice posts and prints.
  await page.getByTestId('seller-details-notice').getByRole('link', { name: 'Open Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company Settings' })).toBeVisible();
  await address.fill(kept.address);
  await vat.fill(kept.vat);
  await details.getByRole('button', { name: 'Save company details' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Company settings saved' })).toBeVisible();
  await expect(page.getByTestId('seller-details-notice')).toHaveCount(0);
  await page.reload();
  await expect(vat).toHaveValue(kept.vat);

  await page.goto(`/invoice/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${number}` })).toBeVisible();
  await expect(page.getByTestId('seller-details-notice')).toHaveCount(0);
  await requestStatus(page, 'Posted');
  await expect(page.getByText('Status updated to Posted')).toBeVisible();
  await page.goto(`/invoice/report/${number}`);
  const pdf = page.waitForResponse((response) => response.url().includes('/vouchers/reports/invoice_pdf'));
  await page.getByRole('button', { name: 'Preview' }).click();
  expect((await pdf).status()).toBe(200);
  await expect(page.locator(`iframe[title="INV-ARG-${number} preview"]`)).toBeVisible();

  // Printed reports and books name the company above their title.
  await page.goto('/books/trial-balance');
  await page.getByRole('search').getByRole('button', { name: 'This month' }).click();
  await expect(page.getByRole('table', { name: 'Trial Balance' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const printTitle = page.getByTestId('print-title');
  await expect(printTitle).toBeVisible();
  await expect(printTitle).toContainText(legalName);
  await expect(printTitle).toContainText(`VAT Registration No. ${kept.vat}`);
  await expect(printTitle).toContainText('Trial Balance');
  await page.screenshot({ path: '/tmp/seller-details-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await expect(printTitle).toBeHidden();
});
