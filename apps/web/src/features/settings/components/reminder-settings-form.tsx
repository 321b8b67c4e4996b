import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import {
  reminderSettings,
  SETTINGS_MESSAGES,
  type ReminderSettings,
} from '@fleetledger/shared/settings/settings.contract';
import { isApiError } from '../../../lib/api-error';
import { sendRemindersNow } from '../../../lib/mail-calls';
import { staleConflict, type SaveConflict } from '../../../lib/stale-record';
import { StaleSaveDialog } from '../../../ui/stale-save-dialog';
import { saveReminderSettings } from '../api/settings-calls';
import {
  HOUR_CHOICES,
  REMINDER_MERGE,
  reminderPayload,
  reminderProblems,
  reminderValues,
  type ReminderValues,
} from './reminder-fields';
import { SectionHeading } from './section-heading';

interface ReminderSettingsFormProps {
  settings: ReminderSettings;
  onSaved: (settings: ReminderSettings) => void;
}

/**
 * When overdue reminders go: the days past due of each step and the hour of the daily run, in the
 * company's time. Checked with the server's rule before sending; saved at the version read.
 */
export function ReminderSettingsForm({ settings, onSaved }: ReminderSettingsFormProps) {
  const [values, setValues] = useState<ReminderValues>(() => reminderValues(settings));
  const [base, setBase] = useState(settings);
  const [errors, setErrors] = useState<Partial<Record<keyof ReminderValues, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<SaveConflict<ReminderSettings> | null>(null);

  const save = useMutation({
    mutationFn: () => saveReminderSettings(reminderPayload(values, base.version)),
    onSuccess: (answer) => {
      setBase(answer.settings);
      setValues(reminderValues(answer.settings));
      onSaved(answer.settings);
      notifications.show({ message: answer.message, color: 'teal', autoClose: 3000 });
    },
    onError: (error) => {
      const stale = staleConflict(error, reminderSettings);
      if (stale !== null) {
        setConflict({ ...stale, message: SETTINGS_MESSAGES.remindersStale });
        return;
      }
      setErrors(isApiError(error) ? error.fieldErrors : {});
      setMessage(isApiError(error) ? (error.serverMessage ?? error.message) : 'Could not save. Please try again.');
    },
  });

  const sendNow = useMutation({
    mutationFn: sendRemindersNow,
    onSuccess: (answer) => notifications.show({ message: answer.message, color: 'teal', autoClose: 5000 }),
    onError: (error) =>
      setMessage(isApiError(error) ? (error.serverMessage ?? error.message) : 'Could not send. Please try again.'),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const problems = reminderProblems(reminderPayload(values, base.version));
    setErrors(problems ?? {});
    if (problems === null) save.mutate();
  };

  const settle = (current: ReminderSettings, next: ReminderValues) => {
    setBase(current);
    setValues(next);
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="overdue-reminders">
      <StaleSaveDialog
        conflict={conflict}
        title="The reminder settings were changed meanwhile"
        edit={{ base: reminderValues(base), draft: values, toDraft: reminderValues, outline: REMINDER_MERGE }}
        onKeepMine={settle}
        onTakeTheirs={(current) => settle(current, reminderValues(current))}
        onClose={() => setConflict(null)}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SectionHeading
            id="overdue-reminders"
            title="Overdue reminders"
            description="Customers who opted in get one e-mail a day listing their invoices that reached a step, with their statement; each step once per invoice."
            problem={message}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <TextInput
              label="Reminder steps (days past due)"
              description="Up to five, from the fewest days, e.g. 7, 14, 30"
              required
              value={values.steps}
              error={errors.steps}
              onChange={(event) => {
                const steps = event.currentTarget.value;
                setValues((current) => ({ ...current, steps }));
                setErrors((current) => ({ ...current, steps: undefined }));
              }}
            />
            <Select
              label="Hour of the daily run"
              description="Company time (Bahrain)"
              data={HOUR_CHOICES}
              value={values.hour}
              error={errors.hour}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              onChange={(hour) => setValues((current) => ({ ...current, hour: hour ?? current.hour }))}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              variant="default"
              loading={sendNow.isPending}
              onClick={() => {
                setMessage(null);
                sendNow.mutate();
              }}
            >
              Send today&apos;s reminders now
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save reminder settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
