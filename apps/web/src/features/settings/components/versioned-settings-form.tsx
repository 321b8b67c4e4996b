import type { ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';
import { StaleSaveDialog } from '../../../ui/stale-save-dialog';
import { SectionHeading } from './section-heading';
import type { useVersionedSettings } from './versioned-settings';

interface VersionedSettingsFormProps<R extends { version: number }, V extends object> {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  description: ReactNode;
  form: ReturnType<typeof useVersionedSettings<R, V>>;
  children: ReactNode;
}

/** A settings section saved at the version it read: its heading, its fields and the conflict dialog. */
export function VersionedSettingsForm<R extends { version: number }, V extends object>({
  id,
  title,
  description,
  form,
  children,
}: VersionedSettingsFormProps<R, V>) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <StaleSaveDialog {...form.staleDialog} />
      <form onSubmit={form.submit} noValidate>
        <Stack gap="md">
          <SectionHeading id={id} title={title} description={description} problem={form.message} />
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
