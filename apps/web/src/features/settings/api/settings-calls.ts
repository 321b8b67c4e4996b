import { z } from 'zod';
import {
  companySettings,
  reminderSettingsResponse,
  reminderSettingsSaveResponse,
  type CompanySettings,
  type CompanySettingsPayload,
  type ReminderSettingsPayload,
  type SecurityCodesPayload,
} from '@fleetledger/shared/settings/settings.contract';
import {
  documentPrefixResponse,
  type DocumentPrefixPayload,
} from '@fleetledger/shared/settings/document-numbers.contract';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

const savedSettings = z.object({ success: z.literal(true), message: z.string(), settings: companySettings });
const savedMessage = z.object({ success: z.literal(true), message: z.string() });
const uploadedLogo = z.object({ success: z.literal(true), message: z.string(), logo_url: z.string() });

export function saveCompanySettings(payload: CompanySettingsPayload) {
  return apiRequest({ path: 'company_settings_save', method: 'POST', body: payload, schema: savedSettings });
}

export function uploadCompanyLogo(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest({ path: 'drive/company_logo', method: 'POST', body: form, schema: uploadedLogo });
}

export function saveSecurityCodes(payload: SecurityCodesPayload) {
  return apiRequest({ path: 'security_codes_save', method: 'POST', body: payload, schema: savedMessage });
}

export const REMINDER_SETTINGS_KEY = ['reminder-settings'] as const;

export function fetchReminderSettings(signal?: AbortSignal) {
  return apiRequest({ path: 'reminder_settings', schema: reminderSettingsResponse, signal });
}

export function saveReminderSettings(payload: ReminderSettingsPayload) {
  return apiRequest({
    path: 'reminder_settings_save',
    method: 'POST',
    body: payload,
    schema: reminderSettingsSaveResponse,
  });
}

/** The stored settings a stale save (409) answers with, or null for any other failure. */
export function staleSettings(error: unknown): CompanySettings | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = z.object({ current: companySettings }).safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

export function saveDocumentPrefix(payload: DocumentPrefixPayload) {
  return apiRequest({ path: 'document_prefix_save', method: 'POST', body: payload, schema: documentPrefixResponse });
}
