import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { PasswordField } from '../../../ui/password-field';
import { saveSecurityCodes } from '../api/settings-calls';
import { SectionHeading } from './section-heading';

const EMPTY = { cancel_code: '', admin_code: '', password: '' };
type CodeField = keyof typeof EMPTY;

/**
 * The two four-digit codes document status moves ask for (cancelling; leaving Posted). Changing them
 * needs the Admin's current password; the codes are never shown again.
 */
export function SecurityCodesForm({ codesSet, onSaved }: { codesSet: boolean; onSaved: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<CodeField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveSecurityCodes(values),
    onSuccess: (answer) => {
      setValues(EMPTY);
      onSaved();
      notifications.show({ message: answer.message, color: 'teal', autoClose: 3000 });
    },
    onError: (error) => {
      setErrors(isApiError(error) ? error.fieldErrors : {});
      setMessage(isApiError(error) ? (error.serverMessage ?? error.message) : 'Could not save. Please try again.');
    },
  });

  const field = (name: CodeField, label: string, code: boolean) => (
    <PasswordField
      label={label}
      required
      value={values[name]}
      error={errors[name]}
      autoComplete={code ? 'off' : 'current-password'}
      inputMode={code ? 'numeric' : undefined}
      maxLength={code ? 4 : undefined}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
        setMessage(null);
      }}
    />
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="security-codes">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SectionHeading
            id="security-codes"
            title="Security codes"
            description={
              codesSet
                ? 'Set. Cancelling a document asks for the cancellation code; leaving Posted also for the admin code.'
                : 'Not set yet: moves that need a code are refused until you set them.'
            }
            problem={message}
          />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
            {field('cancel_code', 'New cancellation code', true)}
            {field('admin_code', 'New admin code', true)}
            {field('password', 'Your current password', false)}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Change codes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
