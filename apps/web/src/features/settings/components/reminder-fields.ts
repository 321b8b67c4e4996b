import {
  reminderSettingsPayload,
  type ReminderSettings,
  type ReminderSettingsPayload,
} from '@fleetledger/shared/settings/settings.contract';
import { recordFields, type MergeOutline } from '../../../lib/three-way-merge';

/** The reminder settings as the form holds them: the steps as typed ('7, 14, 30') and the hour. */
export interface ReminderValues {
  steps: string;
  hour: string;
}

export function reminderValues(settings: ReminderSettings): ReminderValues {
  return { steps: settings.steps.join(', '), hour: String(settings.hour) };
}

/** Each step typed as a number where it is one; anything else as typed, for the shared rule to name. */
export function reminderPayload(values: ReminderValues, version: number): ReminderSettingsPayload {
  const steps = values.steps
    .split(/[\s,;]+/)
    .filter((piece) => piece !== '')
    .map((piece) => (/^\d+$/.test(piece) ? Number(piece) : piece));
  return { steps, hour: Number(values.hour), version };
}

/** The server's own check, before sending: each field's message, or null when it would be taken. */
export function reminderProblems(
  payload: ReminderSettingsPayload,
): Partial<Record<keyof ReminderValues, string>> | null {
  const checked = reminderSettingsPayload.safeParse(payload);
  if (checked.success) return null;
  return Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

export const REMINDER_MERGE: MergeOutline<ReminderValues> = {
  fields: recordFields<ReminderValues>({ steps: 'Reminder steps', hour: 'Hour of the daily run' }),
};

/** 0 to 23 as the company's clock reads them. */
export const HOUR_CHOICES = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));
