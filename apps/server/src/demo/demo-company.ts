import type { CompanySettingsInput } from '@fleetledger/shared/settings/settings.contract';
import { SPEC_NUMBER_PREFIXES } from '@fleetledger/shared/documents/document-number-prefixes';
import type { Db } from '../db/client';
import { documentNumbers, saveDocumentPrefix } from '../features/settings/document-numbers.service';
import { companySettings, saveCompanySettings } from '../features/settings/settings.service';
import type { Actor } from '../identity/actor';

/** The demo's own company: a tax invoice names its seller, so the demo's invoices have one. */
export const DEMO_COMPANY: Omit<CompanySettingsInput, 'version'> = {
  legal_name_en: 'Arabian Gulf Transport W.L.L.',
  legal_name_ar: 'شركة الخليج العربي للنقل ذ.م.م',
  address: 'Building 1455, Road 4630, Block 646, Sitra, Kingdom of Bahrain',
  cr_number: '104233-1',
  vat_number: '220004233100002',
  phone: '+973 1773 0000',
  email: 'accounts@agt-demo.bh',
  bank_name: 'National Bank of Bahrain',
  bank_account_name: 'Arabian Gulf Transport W.L.L.',
  bank_account_number: '0099887766',
  bank_iban: 'BH67BMAG00001299123456',
  bank_swift: 'NBOBBHBM',
  zero_rated_treatment: 'Zero-rated: local transport of goods by a licensed carrier',
};

/** Fills Company Settings with the demo company, unless someone has saved them already. */
export async function loadDemoCompany(db: Db, actor: Actor): Promise<void> {
  const { settings } = await companySettings(db);
  if (settings.version === 0) await saveCompanySettings(db, { ...DEMO_COMPANY, version: 0 }, actor);
}

/** The demo company numbers its documents as the spec's does (INV-ARG-12), from its next numbers on. */
export async function loadDemoNumbering(db: Db, actor: Actor): Promise<void> {
  for (const series of await documentNumbers(db)) {
    const prefix = SPEC_NUMBER_PREFIXES[series.kind];
    if (series.prefix !== prefix)
      await saveDocumentPrefix(db, { kind: series.kind, prefix, version: series.version }, actor);
  }
}
