import { Alert, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanySettings } from '@fleetledger/shared/settings/settings.contract';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { AlertIcon } from '../../../ui/icons';
import { PageTitle } from '../../../ui/page-title';
import { COMPANY_SETTINGS_KEY, useCompanySettings } from '../../../lib/company-settings';
import { SellerDetailsNotice } from '../../../documents/seller-details-notice';
import { CompanyForm } from '../components/company-form';
import { LogoPanel } from '../components/logo-panel';
import { ReminderSettingsForm } from '../components/reminder-settings-form';
import { fetchReminderSettings, REMINDER_SETTINGS_KEY } from '../api/settings-calls';
import { SecurityCodesForm } from '../components/security-codes-form';
import { DocumentNumbersSection } from '../components/document-numbers-section';
import { DOCUMENT_NUMBERS_KEY, useDocumentNumbering } from '../../../documents/document-numbering';

/** Company Settings (Admin): the details documents print, the logo, and the security codes. */
export function SettingsPage() {
  const queryClient = useQueryClient();
  const settings = useCompanySettings();
  const reminders = useQuery({
    queryKey: REMINDER_SETTINGS_KEY,
    queryFn: ({ signal }) => fetchReminderSettings(signal),
  });
  const numbering = useDocumentNumbering();
  const reread = () => void queryClient.invalidateQueries({ queryKey: COMPANY_SETTINGS_KEY });
  const keep = (saved: CompanySettings) =>
    queryClient.setQueryData(COMPANY_SETTINGS_KEY, (old: typeof settings.data) =>
      old === undefined ? old : { ...old, settings: saved },
    );

  return (
    <>
      <PageTitle
        title="Company Settings"
        description="What tax invoices print, the codes that guard their status, how documents are numbered, and when overdue reminders go."
      />
      {settings.isPending || reminders.isPending || numbering.isPending ? (
        <FullPageLoader label="Loading settings..." fullHeight={false} />
      ) : settings.isError || reminders.isError || numbering.isError ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          The settings could not be loaded. Check the connection and reload the page.
        </Alert>
      ) : (
        <Stack gap="lg">
          <SellerDetailsNotice linkToSettings={false} />
          <CompanyForm settings={settings.data.settings} onSaved={keep} />
          <LogoPanel hasLogo={settings.data.settings.logo_url !== null} onUploaded={reread} />
          <SecurityCodesForm codesSet={settings.data.codes_set} onSaved={reread} />
          <DocumentNumbersSection
            series={numbering.data.series}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: DOCUMENT_NUMBERS_KEY })}
          />
          <ReminderSettingsForm
            settings={reminders.data.settings}
            onSaved={(saved) => queryClient.setQueryData(REMINDER_SETTINGS_KEY, { success: true, settings: saved })}
          />
        </Stack>
      )}
    </>
  );
}
