import { expect } from 'vitest';
import { companySettingsPayload } from '@fleetledger/shared/settings/settings.contract';
import type { Db } from '../src/db/client';
import { saveCompanySettings } from '../src/features/settings/settings.service';
import type { SignedInApp } from './signed-in-app';

/**
 * The company as the tests' tax invoices name it. A tax invoice is refused without the seller's legal
 * name, address and VAT number, so every signed-in test app starts with them unless it asks not to.
 */
export const TEST_SELLER = {
  legal_name_en: 'Gulf Haulage W.L.L.',
  legal_name_ar: 'الخليج للنقل ذ.م.م',
  address: 'Building 10, Road 20, Block 604, Sitra',
  cr_number: '12345-1',
  vat_number: '200012345600002',
};

export async function seedSeller(db: Db): Promise<void> {
  const settings = companySettingsPayload.parse({ ...TEST_SELLER, version: 0 });
  await saveCompanySettings(db, settings, { userId: null, ip: 'test' });
}

/** Changes some of the company's settings through the call, as the Settings screen does; the rest kept. */
export async function changeCompanySettings(call: SignedInApp['call'], fields: Record<string, unknown>): Promise<void> {
  const { settings } = (await call('GET', 'company_settings')).json();
  const saved = await call('POST', 'company_settings_save', { ...settings, ...fields });
  expect(saved.statusCode, saved.body).toBe(200);
}
