import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { failureMessage } from '../../lib/failure-message';
import { AlertIcon } from '../icons';

export const BOOKS_FETCH_ERROR = 'The figures could not be read. Please try again.';
export const BOOKS_NETWORK_ERROR = 'Network error while reading the figures. Please try again.';

interface BooksAnswerProps<T> {
  query: UseQueryResult<T>;
  /** The answer on screen; called only once there is one. */
  children: (answer: T) => ReactNode;
}

/** Loading, the failure with a second try, or the answer (kept on screen while the next one loads). */
export function BooksAnswer<T>({ query, children }: BooksAnswerProps<T>) {
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
        <Stack gap="xs" align="flex-start">
          <span>{failureMessage(query.error, BOOKS_FETCH_ERROR, BOOKS_NETWORK_ERROR)}</span>
          <Button variant="default" size="xs" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (query.data === undefined) {
    return (
      <Stack gap="md" role="status" aria-label="Loading">
        <Skeleton h={56} radius="md" />
        <Skeleton h={260} radius="md" />
      </Stack>
    );
  }
  return (
    <div aria-busy={query.isPlaceholderData} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      {children(query.data)}
    </div>
  );
}
