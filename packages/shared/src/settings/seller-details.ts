import type { CompanySettings } from './settings.contract';

/**
 * A Bahrain tax invoice (and its credit note) must name its seller: legal name, address and VAT
 * registration number. Until Settings holds all three, nothing that issues one may happen — posting an
 * invoice, cancelling a posted one (which issues a credit note), or printing either.
 */
const SELLER_DETAILS = [
  { field: 'legal_name_en', words: 'legal name' },
  { field: 'address', words: 'address' },
  { field: 'vat_number', words: 'VAT registration number' },
] as const;

export const SELLER_DETAILS_WHERE = 'Settings → Company details';
export const SELLER_DETAIL_FIELDS = SELLER_DETAILS.map(({ field }) => field);

/** What the Settings page says of these details. */
export const SELLER_DETAILS_WHY =
  'A Bahrain tax invoice must name its seller: until the legal name, address and VAT registration number are set, invoices and credit notes cannot be posted, cancelled or printed. These details head every invoice, credit note, voucher, statement and printed report.';

type SellerFields = Pick<CompanySettings, (typeof SELLER_DETAILS)[number]['field']>;

/** The seller details a tax invoice needs that Settings does not have yet, in the words users read. */
export function missingSellerDetails(company: SellerFields): string[] {
  return SELLER_DETAILS.filter(({ field }) => (company[field] ?? '').trim() === '').map(({ words }) => words);
}

function listed(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
}

/** One sentence naming what is missing and where to set it, or null when a tax invoice may be issued. */
export function sellerDetailsProblem(company: SellerFields): string | null {
  const missing = missingSellerDetails(company);
  if (missing.length === 0) return null;
  return `A tax invoice must name its seller: set the company's ${listed(missing)} in ${SELLER_DETAILS_WHERE}.`;
}
