import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { PageTitle } from '../../../ui/page-title';
import { ClipboardIcon } from '../../../ui/icons';

export const NOT_AVAILABLE_MESSAGE = 'This page is not available yet.';

interface PlaceholderPageProps {
  title: string;
  message?: string;
}

/** Stands in for a screen whose feature is not built yet, so every route and menu entry works. */
export function PlaceholderPage({ title, message = NOT_AVAILABLE_MESSAGE }: PlaceholderPageProps) {
  return (
    <>
      <PageTitle title={title} />
      <Paper withBorder radius="lg" p="xl">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" color="gray">
            <ClipboardIcon />
          </ThemeIcon>
          <Text>{message}</Text>
        </Group>
      </Paper>
    </>
  );
}
