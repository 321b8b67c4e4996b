import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { jobCountText } from '../model/table-view';
import { ZoomControl } from './zoom-control';

interface JobTableFooterProps {
  shown: number;
  total: number;
  search: string;
  onClearSearch: () => void;
  zoom: number;
  onZoomChange: (zoom: number) => void;
  /** What can be done with the rows picked, shown in place of the keys while there are any. */
  picked: ReactNode;
}

/** Under the grid: what a search left of the month, a way out of an empty one, the keys and the zoom. */
export function JobTableFooter(props: JobTableFooterProps) {
  const { shown, total, search, onClearSearch, zoom, onZoomChange, picked } = props;
  return (
    <>
      {search.trim() !== '' && shown === 0 && (
        <Group role="status" gap="sm" mt={6} px="sm" py={6} bg="var(--mantine-color-gray-0)">
          <Text size="sm">No jobs match "{search.trim()}"</Text>
          <Button size="compact-sm" variant="default" onClick={onClearSearch}>
            Clear search
          </Button>
        </Group>
      )}
      <Group justify="space-between" align="center" gap="md" wrap="nowrap" mt={6}>
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
            <span data-testid="job-count">{jobCountText(shown, total, search)}</span>
            {' ·'}
          </Text>
          {picked || (
            <Text size="xs" c="dimmed">
              arrows move · Enter edits and commits, moving down · Esc cancels · Tab moves right · Ctrl+S saves the row
              · Ctrl+Enter updates all · Shift+↑↓ or Shift+click picks rows · paste rows from Excel or Sheets
            </Text>
          )}
        </Group>
        <ZoomControl zoom={zoom} onZoomChange={onZoomChange} />
      </Group>
    </>
  );
}
