import { useId } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import type { BooksView } from '../../../lib/books/books-view';
import { BooksTable } from '../../../ui/books/books-table';

/** A list under the boxes: its heading, what it holds and why, and its table. */
export function ReturnList({ view, note }: { view: BooksView; note: string }) {
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId}>
        {view.title}
      </Title>
      <Text size="sm" c="gray.7">
        {note}
      </Text>
      <BooksTable view={view} />
    </Stack>
  );
}
