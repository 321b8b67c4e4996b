import { useQuery } from '@tanstack/react-query';
import { companySettingsResponse } from '@fleetledger/shared/settings/settings.contract';
import { apiRequest } from './api-client';

/** The company's details, which Settings edits and every printed page carries. */
export const COMPANY_SETTINGS_KEY = ['company-settings'] as const;

export function fetchCompanySettings(signal?: AbortSignal) {
  return apiRequest({ path: 'company_settings', schema: companySettingsResponse, signal });
}

/** The company settings, read once and shared by every screen that prints or names the seller. */
export function useCompanySettings() {
  return useQuery({
    queryKey: COMPANY_SETTINGS_KEY,
    queryFn: ({ signal }) => fetchCompanySettings(signal),
    staleTime: 60_000,
  });
}
