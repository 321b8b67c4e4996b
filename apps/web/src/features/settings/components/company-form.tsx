import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { SETTINGS_MESSAGES, type CompanySettings } from '@fleetledger/shared/settings/settings.contract';
import { isApiError } from '../../../lib/api-error';
import { SELLER_DETAIL_FIELDS, SELLER_DETAILS_WHY } from '@fleetledger/shared/settings/seller-details';
import { StaleSaveDialog } from '../../../ui/stale-save-dialog';
import { saveCompanySettings, staleSettings } from '../api/settings-calls';
import {
  COMPANY_FIELDS,
  COMPANY_MERGE,
  companyPayload,
  companyValues,
  type CompanyField,
  type CompanyValues,
} from './company-fields';
import { SectionHeading } from './section-heading';

interface CompanyFormProps {
  settings: CompanySettings;
  /** The saved settings, for the rest of the page (and the cache). */
  onSaved: (settings: CompanySettings) => void;
}

/** The seller details a tax invoice cannot be issued without, marked required on the form. */
const SELLER_FIELDS = new Set<CompanyField>(SELLER_DETAIL_FIELDS);

/** The company's details as tax invoices print them; saved at the version read, like every record. */
export function CompanyForm({ settings, onSaved }: CompanyFormProps) {
  const [values, setValues] = useState<CompanyValues>(() => companyValues(settings));
  const [base, setBase] = useState(settings);
  const [errors, setErrors] = useState<Partial<Record<CompanyField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ current: CompanySettings; message: string } | null>(null);
  // A logo upload moves the stored version on; the user's typing stays and saves over it.
  if (settings.version > base.version && conflict === null) setBase(settings);

  const save = useMutation({
    mutationFn: () => saveCompanySettings(companyPayload(values, base.version)),
    onSuccess: (answer) => {
      setBase(answer.settings);
      setValues(companyValues(answer.settings));
      onSaved(answer.settings);
      notifications.show({ message: answer.message, color: 'teal', autoClose: 3000 });
    },
    onError: (error) => {
      const current = staleSettings(error);
      if (current !== null) {
        setConflict({ current, message: SETTINGS_MESSAGES.stale });
        return;
      }
      setErrors(isApiError(error) ? error.fieldErrors : {});
      setMessage(isApiError(error) ? (error.serverMessage ?? error.message) : 'Could not save. Please try again.');
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    setErrors({});
    save.mutate();
  };

  // Either way the form moves to the newer version, so the next save goes through.
  const settle = (current: CompanySettings, next: CompanyValues) => {
    setBase(current);
    setValues(next);
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="company-details">
      <StaleSaveDialog
        conflict={conflict}
        title="The company settings were changed meanwhile"
        edit={{ base: companyValues(base), draft: values, toDraft: companyValues, outline: COMPANY_MERGE }}
        onKeepMine={settle}
        onTakeTheirs={(current) => settle(current, companyValues(current))}
        onClose={() => setConflict(null)}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SectionHeading
            id="company-details"
            title="Company details"
            description={SELLER_DETAILS_WHY}
            problem={message}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {COMPANY_FIELDS.map(({ name, label, multiline, hint }) => {
              const common = {
                label,
                description: hint,
                value: values[name],
                error: errors[name],
                required: SELLER_FIELDS.has(name) || name === 'zero_rated_treatment',
                dir: name === 'legal_name_ar' ? 'rtl' : undefined,
                onChange: (event: { currentTarget: { value: string } }) => {
                  const value = event.currentTarget.value;
                  setValues((current) => ({ ...current, [name]: value }));
                  setErrors((current) => ({ ...current, [name]: undefined }));
                },
              };
              return multiline === true ? (
                <Textarea key={name} autosize minRows={2} {...common} />
              ) : (
                <TextInput key={name} {...common} />
              );
            })}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save company details
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
