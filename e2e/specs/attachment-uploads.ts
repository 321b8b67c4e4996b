import { expect, type Locator, type Page } from '@playwright/test';
import { notification } from './job-table-helpers';

/** The smallest file the server takes for a PDF by its content. */
const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Uploads a small PDF under the given name from an attachments dialog and waits for the confirmation. */
export async function uploadPdf(page: Page, dialog: Locator, name: string, fileName: string): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: SMALL_PDF,
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(notification(page, 'File uploaded successfully!')).toBeVisible();
}
