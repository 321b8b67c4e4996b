import { Badge } from '@mantine/core';
import { STATUS_COLOURS, type DocumentStatus } from '@fleetledger/shared/documents/document-status';

/** A document's status as a badge: white on a dark shade, and the word, not the colour, carries the meaning. */
export function StatusBadge({ status }: { status: DocumentStatus }) {
  return (
    <Badge color={STATUS_COLOURS[status]} variant="filled" radius="sm" styles={{ label: { overflow: 'visible' } }}>
      {status}
    </Badge>
  );
}
