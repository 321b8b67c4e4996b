import type { Db } from '../src/db/client';
import { saveCompanySettings } from '../src/features/settings/settings.service';

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
  phone: null,
  email: null,
  bank_name: null,
  bank_account_name: null,
  bank_account_number: null,
  bank_iban: null,
  bank_swift: null,
  zero_rated_treatment: 'Zero-rated',
};

export async function seedSeller(db: Db): Promise<void> {
  await saveCompanySettings(db, { ...TEST_SELLER, version: 0 }, { userId: null, ip: 'test' });
}
