import type { CompanySettings, CompanySettingsPayload } from '@fleetledger/shared/settings/settings.contract';
import { recordField, type MergeOutline } from '../../../lib/three-way-merge';

export type CompanyField = Exclude<keyof CompanySettingsPayload, 'version'>;
export type CompanyValues = Record<CompanyField, string>;

/** The form's fields in the order a tax invoice's header and footer use them. */
export const COMPANY_FIELDS: readonly {
  name: CompanyField;
  label: string;
  multiline?: boolean;
  /** One line of up to 120 characters: the box wraps it so the whole of it shows, Enter adds no break. */
  wraps?: boolean;
  hint?: string;
}[] = [
  { name: 'legal_name_en', label: 'Legal name (English)' },
  { name: 'legal_name_ar', label: 'Legal name (Arabic)' },
  { name: 'address', label: 'Address', multiline: true },
  { name: 'cr_number', label: 'CR number' },
  { name: 'vat_number', label: 'VAT registration number', hint: '15 digits, as on the NBR certificate' },
  { name: 'phone', label: 'Phone' },
  { name: 'email', label: 'Email' },
  { name: 'bank_name', label: 'Bank name' },
  { name: 'bank_account_name', label: 'Account name' },
  { name: 'bank_account_number', label: 'Account number' },
  { name: 'bank_iban', label: 'IBAN' },
  { name: 'bank_swift', label: 'SWIFT code' },
  {
    name: 'zero_rated_treatment',
    label: 'VAT treatment for 0 % lines',
    wraps: true,
    hint: "Printed beside 0 % lines, e.g. 'Zero-rated'",
  },
];

export function companyValues(settings: CompanySettings): CompanyValues {
  return Object.fromEntries(COMPANY_FIELDS.map(({ name }) => [name, settings[name] ?? ''])) as CompanyValues;
}

/** Blank fields go as null (nothing to print), at the version the form was read at. */
export function companyPayload(values: CompanyValues, version: number): CompanySettingsPayload {
  const fields = Object.fromEntries(
    COMPANY_FIELDS.map(({ name }) => [name, values[name].trim() === '' ? null : values[name].trim()]),
  );
  return { ...(fields as Record<CompanyField, string | null>), legal_name_en: values.legal_name_en, version };
}

/** How a stale save merges the company's details: field by field. */
export const COMPANY_MERGE: MergeOutline<CompanyValues> = {
  fields: COMPANY_FIELDS.map(({ name, label }) => recordField<CompanyValues>(label, [name])),
};
