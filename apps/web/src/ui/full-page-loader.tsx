import { Center, Loader, Stack, Text } from '@mantine/core';

/** A quiet wait state that announces itself to screen readers. */
export function FullPageLoader({ label, fullHeight = true }: { label: string; fullHeight?: boolean }) {
  return (
    <Center mih={fullHeight ? '100vh' : 240} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
