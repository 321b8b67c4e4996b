import { Button, Group, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { SETTINGS_MESSAGES, type CompanySettings } from '@fleetledger/shared/settings/settings.contract';
import { SELLER_DETAIL_FIELDS, SELLER_DETAILS_WHY } from '@fleetledger/shared/settings/seller-details';
import { saveCompanySettings, staleSettings } from '../api/settings-calls';
import { COMPANY_FIELDS, COMPANY_MERGE, companyPayload, companyValues, type CompanyField } from './company-fields';
import { VersionedSettingsForm } from './versioned-settings-form';
import { useVersionedSettings } from './versioned-settings';

interface CompanyFormProps {
  settings: CompanySettings;
  /** The saved settings, for the rest of the page (and the cache). */
  onSaved: (settings: CompanySettings) => void;
}

/** The seller details a tax invoice cannot be issued without, marked required on the form. */
const SELLER_FIELDS = new Set<CompanyField>(SELLER_DETAIL_FIELDS);

/** The company's details as tax invoices print them; saved at the version read, like every record. */
export function CompanyForm({ settings, onSaved }: CompanyFormProps) {
  const form = useVersionedSettings({
    settings,
    toValues: companyValues,
    save: (values, version) => saveCompanySettings(companyPayload(values, version)),
    staleOf: (error) => {
      const current = staleSettings(error);
      return current === null ? null : { current, message: SETTINGS_MESSAGES.stale };
    },
    conflictTitle: 'The company settings were changed meanwhile',
    outline: COMPANY_MERGE,
    onSaved,
  });
  const { values, errors } = form;
  // A logo upload moves the stored version on; the user's typing stays and saves over it.
  if (settings.version > form.base.version && form.conflict === null) form.setBase(settings);

  return (
    <VersionedSettingsForm id="company-details" title="Company details" description={SELLER_DETAILS_WHY} form={form}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {COMPANY_FIELDS.map(({ name, label, multiline, wraps, hint }) => {
          const common = {
            label,
            description: hint,
            value: values[name],
            error: errors[name],
            required: SELLER_FIELDS.has(name) || name === 'zero_rated_treatment',
            dir: name === 'legal_name_ar' ? 'rtl' : undefined,
            onChange: (event: { currentTarget: { value: string } }) => form.change(name, event.currentTarget.value),
          };
          if (wraps === true)
            return (
              <Textarea
                key={name}
                autosize
                minRows={1}
                {...common}
                onChange={(event) => form.change(name, event.currentTarget.value.replace(/\s*\n\s*/g, ' '))}
              />
            );
          return multiline === true ? (
            <Textarea key={name} autosize minRows={2} {...common} />
          ) : (
            <TextInput key={name} {...common} />
          );
        })}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button type="submit" loading={form.saving}>
          Save company details
        </Button>
      </Group>
    </VersionedSettingsForm>
  );
}
