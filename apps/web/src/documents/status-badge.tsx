import { Badge } from '@mantine/core';
import { STATUS_COLOURS, type DocumentStatus } from '@fleetledger/shared/documents/document-status';

/** A document's status as a badge: white on a dark shade, and the word, not the colour, carries the meaning. */
export function StatusBadge({ status, testId }: { status: DocumentStatus; testId?: string }) {
  return (
    <Badge
      color={STATUS_COLOURS[status]}
      variant="filled"
      radius="sm"
      styles={{ label: { overflow: 'visible' } }}
      data-testid={testId}
    >
      {status}
    </Badge>
  );
}
