import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import {
  reminderSettings,
  SETTINGS_MESSAGES,
  type ReminderSettings,
} from '@fleetledger/shared/settings/settings.contract';
import { isApiError } from '../../../lib/api-error';
import { sendRemindersNow } from '../../../lib/mail-calls';
import { staleConflict } from '../../../lib/stale-record';
import { saveReminderSettings } from '../api/settings-calls';
import { HOUR_CHOICES, REMINDER_MERGE, reminderPayload, reminderProblems, reminderValues } from './reminder-fields';
import { VersionedSettingsForm } from './versioned-settings-form';
import { useVersionedSettings } from './versioned-settings';

interface ReminderSettingsFormProps {
  settings: ReminderSettings;
  onSaved: (settings: ReminderSettings) => void;
}

/**
 * When overdue reminders go: the days past due of each step and the hour of the daily run, in the
 * company's time. Checked with the server's rule before sending; saved at the version read.
 */
export function ReminderSettingsForm({ settings, onSaved }: ReminderSettingsFormProps) {
  const form = useVersionedSettings({
    settings,
    toValues: reminderValues,
    save: (values, version) => saveReminderSettings(reminderPayload(values, version)),
    staleOf: (error) => {
      const stale = staleConflict(error, reminderSettings);
      return stale === null ? null : { ...stale, message: SETTINGS_MESSAGES.remindersStale };
    },
    conflictTitle: 'The reminder settings were changed meanwhile',
    outline: REMINDER_MERGE,
    check: (values, version) => reminderProblems(reminderPayload(values, version)),
    onSaved,
  });

  const sendNow = useMutation({
    mutationFn: sendRemindersNow,
    onSuccess: (answer) => notifications.show({ message: answer.message, color: 'teal', autoClose: 5000 }),
    onError: (error) =>
      form.setMessage(isApiError(error) ? (error.serverMessage ?? error.message) : 'Could not send. Please try again.'),
  });

  return (
    <VersionedSettingsForm
      id="overdue-reminders"
      title="Overdue reminders"
      description="Customers who opted in get one e-mail a day listing their invoices that reached a step, with their statement; each step once per invoice."
      form={form}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <TextInput
          label="Reminder steps (days past due)"
          description="Up to five, from the fewest days, e.g. 7, 14, 30"
          required
          value={form.values.steps}
          error={form.errors.steps}
          onChange={(event) => form.change('steps', event.currentTarget.value)}
        />
        <Select
          label="Hour of the daily run"
          description="Company time (Bahrain)"
          data={HOUR_CHOICES}
          value={form.values.hour}
          error={form.errors.hour}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          onChange={(hour) => form.change('hour', hour ?? form.values.hour)}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button
          variant="default"
          loading={sendNow.isPending}
          onClick={() => {
            form.setMessage(null);
            sendNow.mutate();
          }}
        >
          Send today&apos;s reminders now
        </Button>
        <Button type="submit" loading={form.saving}>
          Save reminder settings
        </Button>
      </Group>
    </VersionedSettingsForm>
  );
}
