import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { uploadedFile } from '@fleetledger/shared/attachments/attachments.contract';
import {
  companySettingsPayload,
  companySettingsResponse,
  reminderSettingsPayload,
  securityCodesPayload,
  SETTINGS_MESSAGES,
} from '@fleetledger/shared/settings/settings.contract';
import { contractRoute } from '../../http/contract-route';
import { requiredFile } from '../../http/multipart-body';
import { transportationCalls } from '../../http/transportation-calls';
import {
  changeSecurityCodes,
  companyLogo,
  companySettings,
  saveCompanyLogo,
  reminderSettings,
  saveCompanySettings,
  saveReminderSettings,
} from './settings.service';

const LOGO_PATH = '/api/transportation/drive/company_logo';
const logoPayload = z.object({ file: uploadedFile.optional() });

/** Company settings and security codes (beyond the spec; see the README). */
export function settingsRoutes(app: FastifyInstance): void {
  const calls = transportationCalls(app);

  calls.get('company_settings', { answer: companySettingsResponse }, async () => ({
    success: true,
    ...(await companySettings(app.database.db)),
  }));

  calls.post('company_settings_save', companySettingsPayload, async ({ body, actor }) => ({
    success: true,
    message: SETTINGS_MESSAGES.saved,
    settings: await saveCompanySettings(app.database.db, body, actor),
  }));

  calls.get('reminder_settings', async () => ({ success: true, settings: await reminderSettings(app.database.db) }));

  calls.post('reminder_settings_save', reminderSettingsPayload, async ({ body, actor }) => ({
    success: true,
    message: SETTINGS_MESSAGES.remindersSaved,
    settings: await saveReminderSettings(app.database.db, body, actor),
  }));

  contractRoute(app, {
    call: 'company_logo_upload',
    method: 'POST',
    path: LOGO_PATH,
    body: logoPayload,
    handler: async ({ body, actor }) => {
      const { data } = requiredFile(body.file, SETTINGS_MESSAGES.logoImagesOnly);
      const url = await saveCompanyLogo(app.database.db, data, actor);
      return { success: true, message: SETTINGS_MESSAGES.logoSaved, logo_url: url };
    },
  });

  contractRoute(app, {
    call: 'company_logo',
    method: 'GET',
    path: LOGO_PATH,
    answer: 'file',
    handler: async ({ reply }) => {
      const logo = await companyLogo(app.database.db);
      void reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff');
      return logo.data;
    },
  });

  calls.post('security_codes_save', securityCodesPayload, async ({ body, user, actor }) => {
    await changeSecurityCodes(app.database.db, body, user!.id, actor);
    return { success: true, message: SETTINGS_MESSAGES.codesSaved };
  });
}
