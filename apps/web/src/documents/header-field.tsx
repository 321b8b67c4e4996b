import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** One fact of a document's header on its page: a small grey label over its value (text, or a figure or link). */
export function HeaderField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {typeof value === 'string' ? <Text>{value}</Text> : value}
    </Stack>
  );
}
