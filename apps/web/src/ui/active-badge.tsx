import { Badge } from '@mantine/core';

/** 'Active' or 'Inactive' (or the given words) as a badge; the word, not the colour, carries the meaning. */
export function ActiveBadge({
  active,
  activeLabel = 'Active',
  inactiveLabel = 'Inactive',
}: {
  active: boolean;
  activeLabel?: string;
  inactiveLabel?: string;
}) {
  return (
    <Badge
      color={active ? 'teal.9' : 'gray.7'}
      variant="filled"
      radius="sm"
      styles={{ label: { overflow: 'visible' } }}
    >
      {active ? activeLabel : inactiveLabel}
    </Badge>
  );
}
