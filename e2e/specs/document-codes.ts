import { expect, type Page } from '@playwright/test';
import type { DemoLogin } from './demo-logins';

/** The cancellation and admin codes the document flows set: the same values, so the flows can run side by side. */
export const DOCUMENT_CODES = { cancel_code: '1234', admin_code: '5678' };

/** Sets the document codes through the Settings call, as the signed-in Admin. */
export async function saveDocumentCodes(page: Page, admin: DemoLogin): Promise<void> {
  const codes = await page.request.post('/api/transportation/security_codes_save', {
    data: { ...DOCUMENT_CODES, password: admin.password },
  });
  expect(codes.ok(), await codes.text()).toBe(true);
}
