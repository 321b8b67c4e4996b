import { expect, test } from '@playwright/test';
import { ADMIN, MANAGER } from './demo-logins';
import { signIn } from './sign-in-helpers';

/** A 1×1 PNG: the smallest real image the logo upload accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('company settings', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });

  test('the Admin saves the company details, sees a wrong VAT number refused, and finds them after a reload', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Company Settings' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Company Settings' })).toBeVisible();

    const details = page.getByRole('region', { name: 'Company details' });
    await details.getByRole('textbox', { name: 'Legal name (English)' }).fill('Gulf Haulage W.L.L.');
    await details.getByRole('textbox', { name: 'Legal name (Arabic)' }).fill('الخليج للنقل ذ.م.م');
    await details.getByRole('textbox', { name: 'Address' }).fill('Building 12, Road 34\nSitra 615');
    await details.getByRole('textbox', { name: 'VAT registration number' }).fill('12345');
    await details.getByRole('textbox', { name: 'IBAN' }).fill('bh67 bmag 0000 1299 1234 56');
    await details.getByRole('button', { name: 'Save company details' }).click();
    const vat = details.getByRole('textbox', { name: 'VAT registration number' });
    await expect(vat).toHaveAccessibleDescription(/VAT registration number must be 15 digits/);

    await vat.fill('200000000000003');
    await expect(vat).not.toHaveAttribute('aria-invalid', 'true');
    await details.getByRole('button', { name: 'Save company details' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Company settings saved' })).toBeVisible();
    // Stored as printed: the IBAN upper-case without spaces.
    await expect(details.getByRole('textbox', { name: 'IBAN' })).toHaveValue('BH67BMAG00001299123456');

    await page.reload();
    await expect(details.getByRole('textbox', { name: 'Legal name (English)' })).toHaveValue('Gulf Haulage W.L.L.');
    await expect(details.getByRole('textbox', { name: 'Legal name (Arabic)' })).toHaveValue('الخليج للنقل ذ.م.م');
    await expect(details.getByRole('textbox', { name: 'Address' })).toHaveValue('Building 12, Road 34\nSitra 615');
    await expect(details.getByRole('textbox', { name: 'VAT registration number' })).toHaveValue('200000000000003');
    await expect(details.getByRole('textbox', { name: 'VAT treatment for 0 % lines' })).toHaveValue(/^Zero-rated/);
  });

  test('the Admin uploads a logo, then saves details typed before it without a conflict', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/settings');
    const details = page.getByRole('region', { name: 'Company details' });
    await details.getByRole('textbox', { name: 'Phone' }).fill('+973 1700 0000');

    const logo = page.getByRole('region', { name: 'Logo' });
    const chooser = page.waitForEvent('filechooser');
    await logo.getByRole('button', { name: /logo/ }).click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('alert').filter({ hasText: 'Logo uploaded' })).toBeVisible();
    await expect(logo.getByRole('img', { name: 'The company logo' })).toBeVisible();

    await details.getByRole('button', { name: 'Save company details' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Company settings saved' })).toBeVisible();
    await page.reload();
    await expect(details.getByRole('textbox', { name: 'Phone' })).toHaveValue('+973 1700 0000');
  });

  test('security codes need four digits and the current password', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/settings');
    const codes = page.getByRole('region', { name: 'Security codes' });
    await codes.getByLabel('New cancellation code').fill('12a4');
    await codes.getByLabel('New admin code').fill('5678');
    await codes.getByLabel('Your current password').fill(ADMIN.password);
    await codes.getByRole('button', { name: 'Change codes' }).click();
    await expect(codes.getByLabel('New cancellation code')).toHaveAccessibleDescription(/Codes are four digits/);

    await codes.getByLabel('New cancellation code').fill('1234');
    await codes.getByLabel('Your current password').fill('not-my-password');
    await codes.getByRole('button', { name: 'Change codes' }).click();
    await expect(codes.getByRole('alert')).toHaveText('Your current password is not correct');

    await codes.getByLabel('Your current password').fill(ADMIN.password);
    await codes.getByRole('button', { name: 'Change codes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Security codes changed' })).toBeVisible();
    await expect(codes).toContainText('Set. Cancelling a document asks for the cancellation code');
    // The codes are never shown again.
    await expect(codes.getByLabel('New cancellation code')).toHaveValue('');
  });
});

test('a Manager opening /settings sees Access Denied', async ({ page }) => {
  await signIn(page, MANAGER);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Legal name (English)' })).toHaveCount(0);
});
