import { Badge } from '@mantine/core';
import { STATUS_COLOURS, type DocumentStatus } from '@fleetledger/shared/documents/document-status';

/**
 * A document's status as a badge. The light variant keeps the word above 4.5:1 (the theme darkens
 * light-variant text), and the word, not the colour, carries the meaning.
 */
export function StatusBadge({ status }: { status: DocumentStatus }) {
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" radius="sm" styles={{ label: { overflow: 'visible' } }}>
      {status}
    </Badge>
  );
}
