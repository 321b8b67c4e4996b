import { Button, Group, Text } from '@mantine/core';
import { pageItems } from '@fleetledger/shared/paging';

interface PageListProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous, first, last, current ±1 with ellipses, next. */
export function PageList({ page, totalPages, onPage }: PageListProps) {
  if (totalPages <= 1) return null;
  return (
    <Group component="nav" aria-label="Pages" gap={6} justify="center" mt="md">
      <Button variant="default" size="compact-md" disabled={page === 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {pageItems(page, totalPages).map((item, index) =>
        item === 'ellipsis' ? (
          <Text key={`gap-${index}`} c="dimmed" px={4} aria-hidden="true">
            …
          </Text>
        ) : (
          <Button
            key={item}
            size="compact-md"
            miw={36}
            variant={item === page ? 'filled' : 'default'}
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button variant="default" size="compact-md" disabled={page === totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
