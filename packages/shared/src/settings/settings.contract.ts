import { z } from 'zod';
import {
  optionalEmail,
  optionalText,
  requiredText,
  textsOrNull,
  vatRegistrationNumber,
  version,
} from '../contract-fields';
import { REMINDER_MESSAGES, reminderStepsProblem } from '../mail/mail-reminders';

/**
 * Company settings (beyond the spec, Admin only to change): the details a tax invoice prints in its
 * header and footer, and the security codes of document status moves.
 */
export const ZERO_RATED_DEFAULT = 'Zero-rated';

const companyFields = {
  legal_name_en: requiredText(200, 'Legal name (English) is required', 'Legal name (English)'),
  legal_name_ar: optionalText(200, 'Legal name (Arabic)'),
  address: optionalText(500, 'Address'),
  cr_number: optionalText(40, 'CR number'),
  vat_number: vatRegistrationNumber('VAT registration number'),
  phone: optionalText(40, 'Phone'),
  email: optionalEmail(),
  bank_name: optionalText(120, 'Bank name'),
  bank_account_name: optionalText(200, 'Account name'),
  bank_account_number: optionalText(40, 'Account number'),
  bank_iban: optionalText(34, 'IBAN').refine(
    (value) => value === null || /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(value.replace(/\s/g, '').toUpperCase()),
    'IBAN must be a country code, two check digits and the account (e.g. BH67BMAG00001299123456)',
  ),
  bank_swift: optionalText(11, 'SWIFT code').refine(
    (value) => value === null || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.toUpperCase()),
    'SWIFT code must be 8 or 11 letters and digits',
  ),
  zero_rated_treatment: z.preprocess(
    (value) =>
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
        ? ZERO_RATED_DEFAULT
        : value,
    requiredText(120, 'VAT treatment for 0 % lines is required', 'VAT treatment for 0 % lines'),
  ),
};

/** POST company_settings_save: the whole form at the version it was read at. */
export const companySettingsPayload = z.object({ ...companyFields, version: version() });
export type CompanySettingsPayload = z.input<typeof companySettingsPayload>;
export type CompanySettingsInput = z.output<typeof companySettingsPayload>;

export const companySettings = z.object({
  legal_name_en: z.string(),
  ...textsOrNull(
    'legal_name_ar',
    'address',
    'cr_number',
    'vat_number',
    'phone',
    'email',
    'bank_name',
    'bank_account_name',
    'bank_account_number',
    'bank_iban',
    'bank_swift',
  ),
  zero_rated_treatment: z.string(),
  /** The logo's URL (GET company_logo), or null before one is uploaded. */
  logo_url: z.string().nullable(),
  version: z.number(),
});
export type CompanySettings = z.infer<typeof companySettings>;

/** GET company_settings (any signed-in user: documents print it); codes_set tells the Admin to set them. */
export const companySettingsResponse = z.object({
  success: z.literal(true),
  settings: companySettings,
  codes_set: z.boolean(),
});

/** POST security_codes_save: both four-digit codes, with the Admin's current password. */
export const securityCodesPayload = z.object({
  cancel_code: z.string({ error: 'Cancellation code is required' }).regex(/^\d{4}$/, 'Codes are four digits'),
  admin_code: z.string({ error: 'Admin code is required' }).regex(/^\d{4}$/, 'Codes are four digits'),
  password: z
    .string({ error: 'Your current password is required' })
    .min(1, 'Your current password is required')
    .max(1024),
});
export type SecurityCodesPayload = z.input<typeof securityCodesPayload>;

/**
 * POST reminder_settings_save: the days past due at which overdue reminders go and the company hour of
 * the daily run, at the version read (beyond the spec; see the README).
 */
export const reminderSettingsPayload = z.object({
  steps: z
    .array(z.unknown(), { error: REMINDER_MESSAGES.noSteps })
    .superRefine((steps, ctx) => {
      const problem = reminderStepsProblem(steps);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((steps) => steps as number[]),
  hour: z
    .number({ error: REMINDER_MESSAGES.hour })
    .int(REMINDER_MESSAGES.hour)
    .min(0, REMINDER_MESSAGES.hour)
    .max(23, REMINDER_MESSAGES.hour),
  version: version(),
});
export type ReminderSettingsPayload = z.input<typeof reminderSettingsPayload>;
export type ReminderSettingsInput = z.output<typeof reminderSettingsPayload>;

export const reminderSettings = z.object({ steps: z.array(z.number()), hour: z.number(), version: z.number() });
export type ReminderSettings = z.infer<typeof reminderSettings>;

/** GET reminder_settings. */
export const reminderSettingsResponse = z.object({ success: z.literal(true), settings: reminderSettings });

/** POST reminder_settings_save: the settings as saved. */
export const reminderSettingsSaveResponse = reminderSettingsResponse.extend({ message: z.string() });

export const SETTINGS_MESSAGES = {
  remindersSaved: 'Reminder settings saved',
  remindersStale: 'The reminder settings were changed by someone else since you opened them. Compare and choose.',
  saved: 'Company settings saved',
  codesSaved: 'Security codes changed',
  wrongPassword: 'Your current password is not correct',
  stale: 'The company settings were changed by someone else since you opened them. Compare and choose.',
  logoSaved: 'Logo uploaded',
  logoImagesOnly: 'The logo must be a PNG or JPEG image',
} as const;
