import { Paper, Text } from '@mantine/core';

/** What to do before there are figures to show, e.g. choose an account. */
export function BooksNotice({ text }: { text: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Text c="gray.7" ta="center">
        {text}
      </Text>
    </Paper>
  );
}
