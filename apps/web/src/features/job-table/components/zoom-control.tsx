import { ActionIcon, Group, Text } from '@mantine/core';
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '../model/grid-storage';

/** The sheet's zoom, at the right of its status line as in a spreadsheet. */
export function ZoomControl({ zoom, onZoomChange }: { zoom: number; onZoomChange: (zoom: number) => void }) {
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label="Zoom">
      <ActionIcon
        variant="default"
        size="md"
        aria-label="Zoom out"
        disabled={zoom <= ZOOM_MIN}
        onClick={() => onZoomChange(zoom - ZOOM_STEP)}
      >
        −
      </ActionIcon>
      <Text size="sm" w={44} ta="center" aria-live="polite" data-testid="zoom-level">
        {zoom}%
      </Text>
      <ActionIcon
        variant="default"
        size="md"
        aria-label="Zoom in"
        disabled={zoom >= ZOOM_MAX}
        onClick={() => onZoomChange(zoom + ZOOM_STEP)}
      >
        +
      </ActionIcon>
    </Group>
  );
}
