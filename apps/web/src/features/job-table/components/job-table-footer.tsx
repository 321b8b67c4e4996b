import { Button, Group, Text } from '@mantine/core';
import { jobCountText } from '../model/table-view';

interface JobTableFooterProps {
  shown: number;
  total: number;
  search: string;
  onClearSearch: () => void;
}

/** Under the grid: what a search left of the month, a way out of an empty one, and the keys. */
export function JobTableFooter({ shown, total, search, onClearSearch }: JobTableFooterProps) {
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
      <Text size="xs" c="dimmed" mt={6}>
        <span data-testid="job-count">{jobCountText(shown, total, search)}</span> · arrows move · Enter edits and
        commits, moving down · Esc cancels · Tab moves right · Ctrl+S saves the row · Ctrl+Enter updates all · paste
        rows from Excel or Sheets
      </Text>
    </>
  );
}
