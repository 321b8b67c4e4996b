import { REMINDER_DEFAULTS } from '@fleetledger/shared/mail/mail-reminders';
import {
  SETTINGS_MESSAGES,
  ZERO_RATED_DEFAULT,
  type CompanySettings,
  type CompanySettingsInput,
  type ReminderSettings,
  type ReminderSettingsInput,
} from '@fleetledger/shared/settings/settings.contract';
import { sellerDetailsProblem } from '@fleetledger/shared/settings/seller-details';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { recordAudit } from '../../audit/audit-log';
import { detectAllowedKind } from '../../files/file-kind';
import { fileStore } from '../../files/file-store';
import type { Actor } from '../../identity/actor';
import { securityCodesAreSet, setSecurityCodes as storeSecurityCodes } from '../../kernel/security-codes';
import { requireVersion } from '../../kernel/stale-edit';
import { isCurrentPassword } from '../users/users.service';
import { lockSetting, readSetting, writeSetting } from './settings.queries';

const COMPANY = 'company';
const LOGO_URL = '/api/transportation/drive/company_logo.php';

type StoredSetting = { value: unknown; version: number } | undefined;

type StoredCompany = Omit<CompanySettings, 'logo_url' | 'version'> & {
  logo: { sha256: string; contentType: string } | null;
};

const EMPTY_COMPANY: StoredCompany = {
  legal_name_en: '',
  legal_name_ar: null,
  address: null,
  cr_number: null,
  vat_number: null,
  phone: null,
  email: null,
  bank_name: null,
  bank_account_name: null,
  bank_account_number: null,
  bank_iban: null,
  bank_swift: null,
  zero_rated_treatment: ZERO_RATED_DEFAULT,
  logo: null,
};

function toCompanySettings(stored: StoredSetting): CompanySettings {
  const { logo, ...fields } = { ...EMPTY_COMPANY, ...((stored?.value as Partial<StoredCompany> | undefined) ?? {}) };
  // Version 0: never saved; the first save is made at 0.
  return { ...fields, logo_url: logo === null ? null : LOGO_URL, version: stored?.version ?? 0 };
}

export async function companySettings(db: Db) {
  return {
    settings: toCompanySettings(await readSetting(db, COMPANY)),
    codes_set: await securityCodesAreSet(db),
  };
}

/** What every printed document's letterhead shows: the company's details and its logo, if any. */
export async function letterhead(db: Db): Promise<{ company: CompanySettings; logo: Buffer | null }> {
  const company = toCompanySettings(await readSetting(db, COMPANY));
  const logo = company.logo_url === null ? null : (await companyLogo(db)).data;
  return { company, logo };
}

/**
 * Refuses (409) what would issue a tax invoice or a credit note while Settings does not name the seller;
 * inside a transaction it reads the settings that transaction sees.
 */
export async function requireSellerDetails(db: Executor): Promise<void> {
  const problem = sellerDetailsProblem(toCompanySettings(await readSetting(db, COMPANY)));
  if (problem !== null) throw conflict(problem);
}

/**
 * One setting saved at the version the Admin read: locked, refused when stale (409 with the current
 * one), written with its version moved on, and audited, in one transaction.
 */
function saveAtVersion<T>(
  db: Db,
  setting: { key: string; version: number; stale: string; actor: Actor },
  read: (stored: StoredSetting) => T,
  valueOver: (stored: StoredSetting) => unknown,
): Promise<T> {
  return db.transaction(async (tx) => {
    const stored = await lockSetting(tx, setting.key);
    await requireVersion(stored ?? { version: 0 }, setting.version, setting.stale, async () => read(stored));
    const value = valueOver(stored);
    const after = read({ value, version: await writeSetting(tx, setting.key, value) });
    await recordAudit(tx, setting.actor, {
      action: 'update',
      entity: 'settings',
      entityId: setting.key,
      before: read(stored),
      after,
    });
    return after;
  });
}

/** Saves the company details at the version the Admin read; IBAN and SWIFT are kept upper-case without spaces. */
export function saveCompanySettings(db: Db, input: CompanySettingsInput, actor: Actor): Promise<CompanySettings> {
  const { version, ...fields } = input;
  return saveAtVersion(
    db,
    { key: COMPANY, version, stale: SETTINGS_MESSAGES.stale, actor },
    toCompanySettings,
    (stored): StoredCompany => ({
      ...fields,
      bank_iban: fields.bank_iban?.replace(/\s/g, '').toUpperCase() ?? null,
      bank_swift: fields.bank_swift?.toUpperCase() ?? null,
      logo: (stored?.value as StoredCompany | undefined)?.logo ?? null,
    }),
  );
}

/** The logo printed on documents: a PNG or JPEG, stored like attachments. */
export async function saveCompanyLogo(db: Db, data: Uint8Array, actor: Actor): Promise<string> {
  const kind = detectAllowedKind(data);
  if (kind === null || (kind.mimetype !== 'image/png' && kind.mimetype !== 'image/jpeg')) {
    throw badRequest(SETTINGS_MESSAGES.logoImagesOnly, { file: SETTINGS_MESSAGES.logoImagesOnly });
  }
  await db.transaction(async (tx) => {
    const sha256 = await fileStore(tx).put(data);
    const stored = await lockSetting(tx, COMPANY);
    const current = { ...EMPTY_COMPANY, ...((stored?.value as Partial<StoredCompany> | undefined) ?? {}) };
    await writeSetting(tx, COMPANY, { ...current, logo: { sha256, contentType: kind.mimetype } });
    await recordAudit(tx, actor, {
      action: 'logo',
      entity: 'settings',
      entityId: COMPANY,
      before: current.logo,
      after: { sha256 },
    });
  });
  return LOGO_URL;
}

export async function companyLogo(db: Db): Promise<{ contentType: string; data: Buffer }> {
  const logo = ((await readSetting(db, COMPANY))?.value as Partial<StoredCompany> | undefined)?.logo ?? null;
  if (logo === null) throw notFound('No logo has been uploaded');
  return { contentType: logo.contentType, data: await fileStore(db).read(logo.sha256) };
}

/** The cancellation and admin codes (CLI, no password to ask). */
export async function setSecurityCodes(db: Db, codes: { cancel: string; admin: string }, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await storeSecurityCodes(tx, codes);
    await recordAudit(tx, actor, { action: 'set_codes', entity: 'settings', entityId: 'security_codes' });
  });
}

/** The Settings page: the Admin proves it is them with their current password first. */
export async function changeSecurityCodes(
  db: Db,
  input: { cancel_code: string; admin_code: string; password: string },
  userId: number,
  actor: Actor,
): Promise<void> {
  if (!(await isCurrentPassword(db, userId, input.password))) {
    throw badRequest(SETTINGS_MESSAGES.wrongPassword, { password: SETTINGS_MESSAGES.wrongPassword });
  }
  await setSecurityCodes(db, { cancel: input.cancel_code, admin: input.admin_code }, actor);
}

const REMINDERS = 'overdue_reminders';

function toReminderSettings(stored: StoredSetting): ReminderSettings {
  const value = (stored?.value as Omit<ReminderSettings, 'version'> | undefined) ?? REMINDER_DEFAULTS;
  return { steps: [...value.steps], hour: value.hour, version: stored?.version ?? 0 };
}

/** The overdue reminders' steps (days past due) and the company hour of their daily run; the defaults until saved. */
export async function reminderSettings(db: Executor): Promise<ReminderSettings> {
  return toReminderSettings(await readSetting(db, REMINDERS));
}

/** Saves the reminder steps and hour at the version the Admin read. */
export function saveReminderSettings(db: Db, input: ReminderSettingsInput, actor: Actor): Promise<ReminderSettings> {
  return saveAtVersion(
    db,
    { key: REMINDERS, version: input.version, stale: SETTINGS_MESSAGES.remindersStale, actor },
    toReminderSettings,
    () => ({ steps: input.steps, hour: input.hour }),
  );
}
