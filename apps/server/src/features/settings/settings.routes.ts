import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { uploadedFile } from '@fleetledger/shared/attachments/attachments.contract';
import {
  companySettingsPayload,
  securityCodesPayload,
  SETTINGS_MESSAGES,
} from '@fleetledger/shared/settings/settings.contract';
import { contractRoute } from '../../http/contract-route';
import { actorOf } from '../../http/actor';
import { badRequest } from '../../http/http-error';
import {
  changeSecurityCodes,
  companyLogo,
  companySettings,
  saveCompanyLogo,
  saveCompanySettings,
} from './settings.service';

const BASE = '/api/transportation';
const logoPayload = z.object({ file: uploadedFile.optional() });

/** Company settings and security codes (beyond the spec; see the README). */
export function settingsRoutes(app: FastifyInstance): void {
  contractRoute(app, {
    call: 'company_settings',
    method: 'GET',
    path: `${BASE}/company_settings`,
    handler: async () => ({ success: true, ...(await companySettings(app.database.db)) }),
  });

  contractRoute(app, {
    call: 'company_settings_save',
    method: 'POST',
    path: `${BASE}/company_settings_save`,
    body: companySettingsPayload,
    handler: async ({ body, request, user }) => ({
      success: true,
      message: SETTINGS_MESSAGES.saved,
      settings: await saveCompanySettings(app.database.db, body, actorOf(request, user)),
    }),
  });

  contractRoute(app, {
    call: 'company_logo_upload',
    method: 'POST',
    path: `${BASE}/drive/company_logo`,
    body: logoPayload,
    handler: async ({ body, request, user }) => {
      if (body.file === undefined)
        throw badRequest(SETTINGS_MESSAGES.logoImagesOnly, { file: SETTINGS_MESSAGES.logoImagesOnly });
      const url = await saveCompanyLogo(app.database.db, app.config.dataDir, body.file.data, actorOf(request, user));
      return { success: true, message: SETTINGS_MESSAGES.logoSaved, logo_url: url };
    },
  });

  contractRoute(app, {
    call: 'company_logo',
    method: 'GET',
    path: `${BASE}/drive/company_logo`,
    handler: async ({ reply }) => {
      const logo = await companyLogo(app.database.db, app.config.dataDir);
      void reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff');
      return logo.data;
    },
  });

  contractRoute(app, {
    call: 'security_codes_save',
    method: 'POST',
    path: `${BASE}/security_codes_save`,
    body: securityCodesPayload,
    handler: async ({ body, request, user }) => {
      await changeSecurityCodes(app.database.db, body, user!.id, actorOf(request, user));
      return { success: true, message: SETTINGS_MESSAGES.codesSaved };
    },
  });
}
