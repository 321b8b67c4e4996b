import { Button, Group, Text } from '@mantine/core';

/** Newer and Older for a list read by keyset: pages have no count, only a way on and a way back. */
export function KeysetPager({
  page,
  hasOlder,
  onNewer,
  onOlder,
}: {
  page: number;
  hasOlder: boolean;
  onNewer: () => void;
  onOlder: () => void;
}) {
  if (page === 1 && !hasOlder) return null;
  return (
    <Group component="nav" aria-label="Pages" gap="sm" justify="center" mt="sm">
      <Button variant="default" size="compact-md" disabled={page === 1} onClick={onNewer}>
        Newer
      </Button>
      <Text size="sm" c="dimmed">{`Page ${page}`}</Text>
      <Button variant="default" size="compact-md" disabled={!hasOlder} onClick={onOlder}>
        Older
      </Button>
    </Group>
  );
}
